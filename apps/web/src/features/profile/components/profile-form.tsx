import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FIRST_NAME_MAX, LAST_NAME_MAX } from '@resonate/contracts/limits';
import {
  PROFILE_MSG,
  USERNAME_MAX,
  ZProfileUpdateRequestSchema,
  type TMyProfile,
  type TProfileUpdateInput,
  type TProfileUpdateRequest,
} from '@resonate/contracts/profile';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { showServerErrors } from '../lib/server-errors';
import { TextField } from './text-field';

const FIELDS = ['firstName', 'lastName', 'username'] as const;

const valuesOf = (profile: TMyProfile): TProfileUpdateInput => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  username: profile.username ?? '',
  version: profile.version,
});

/**
 * Names and username; email and role are shown read-only. The form sends back the version it
 * loaded, so a save over someone else's newer change is refused and the banner offers a reload.
 */
export function ProfileForm({
  profile,
  onReload,
}: {
  profile: TMyProfile;
  onReload: () => Promise<TMyProfile | undefined>;
}) {
  const { t } = useTranslation('pages');
  const update = useUpdateProfile();
  const form = useForm<TProfileUpdateInput, unknown, TProfileUpdateRequest>({
    resolver: zodResolver(ZProfileUpdateRequestSchema),
    values: valuesOf(profile),
    // A refetch (after a picture or mobile change) keeps what the user is typing.
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError } = form;
  const stale =
    isApiError(update.error) && update.error.status === 409 && !formState.errors.username;

  const submit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      (saved) => {
        form.reset(valuesOf(saved));
        notifySuccess(t('profile.details.title'), PROFILE_MSG.saved);
      },
      (error: unknown) => showServerErrors(error, 'ProfileUpdate', FIELDS, setError),
    ),
  );

  // Reloading shows the newer saved values: the user's edit was made against older ones.
  const reload = async () => {
    update.reset();
    const fresh = await onReload();
    if (fresh) form.reset(valuesOf(fresh));
  };

  return (
    <form className="card app-card profile-card" onSubmit={submit} noValidate>
      <div className="card-body">
        <h2 className="h5 mb-3">{t('profile.details.title')}</h2>
        {stale ? (
          <Alert
            variant="warning"
            className="d-flex align-items-center justify-content-between gap-2"
          >
            <span>{PROFILE_MSG.staleProfile}</span>
            <Button size="sm" variant="outline-dark" onClick={() => void reload()}>
              {t('profile.details.reload')}
            </Button>
          </Alert>
        ) : null}
        <div className="row g-3">
          <TextField
            id="profile-first-name"
            label={t('profile.details.firstName')}
            registration={register('firstName')}
            error={formState.errors.firstName?.message}
            maxLength={FIRST_NAME_MAX}
            autoComplete="given-name"
          />
          <TextField
            id="profile-last-name"
            label={t('profile.details.lastName')}
            registration={register('lastName')}
            error={formState.errors.lastName?.message}
            maxLength={LAST_NAME_MAX}
            autoComplete="family-name"
          />
          <TextField
            id="profile-username"
            label={t('profile.details.username')}
            registration={register('username')}
            error={formState.errors.username?.message}
            maxLength={USERNAME_MAX}
            autoComplete="username"
            hint={t('profile.details.usernameHint')}
          />
          <TextField id="profile-email" label={t('profile.details.email')} value={profile.email} />
          <TextField id="profile-role" label={t('profile.details.role')} value={profile.userRole} />
        </div>
      </div>
      <div className="card-footer d-flex justify-content-end gap-2">
        <Button
          variant="outline-secondary"
          onClick={() => form.reset(valuesOf(profile))}
          disabled={!formState.isDirty || update.isPending}
        >
          {t('profile.details.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={!formState.isDirty || update.isPending}>
          {update.isPending ? t('profile.details.saving') : t('profile.details.save')}
        </Button>
      </div>
    </form>
  );
}
