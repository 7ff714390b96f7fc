import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { PASSWORD_MAX } from '@resonate/contracts/constants';
import {
  PROFILE_MSG,
  ZChangePasswordRequestSchema,
  type TChangePasswordRequest,
} from '@resonate/contracts/profile';
import { notifySuccess } from '@/shared/lib/notify';
import { useChangePassword, validatePassword } from '../api/change-password';
import { showServerErrors } from '../lib/server-errors';
import { PasswordInput } from '@/shared/components/password-input';
import { StrengthMeter } from '@/shared/components/strength-meter';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: TChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: the current one (checked with the server when the field is left), the new
 * one with the strength meter, and its confirmation. Saving signs out the user's other sessions.
 */
export function ChangePasswordCard({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation('pages');
  const change = useChangePassword();
  const form = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, reset, control } = form;
  const newPassword = useWatch({ control, name: 'newPassword' });
  const errors = formState.errors;

  const checkCurrent = async (value: string) => {
    if (!value) return;
    const valid = await validatePassword(value).catch(() => false);
    if (!valid) {
      setError('currentPassword', { type: 'server', message: PROFILE_MSG.currentPasswordWrong });
    }
  };

  const submit = handleSubmit((values) =>
    change.mutateAsync(values).then(
      (message) => {
        reset(EMPTY);
        notifySuccess(t('profile.password.title'), message);
        onChanged?.();
      },
      (error: unknown) => showServerErrors(error, 'ChangePassword', FIELDS, setError),
    ),
  );

  const current = register('currentPassword', {
    onBlur: (event: { target: { value: string } }) => void checkCurrent(event.target.value),
  });

  return (
    <form className="card app-card profile-card" onSubmit={submit} noValidate>
      <div className="card-body">
        <h2 className="h5 mb-1">{t('profile.password.title')}</h2>
        <p className="text-body-secondary small mb-3">{t('profile.password.lead')}</p>
        <div className="mb-3">
          <label className="form-label" htmlFor="profile-current-password">
            {t('profile.password.current')}
          </label>
          <PasswordInput
            id="profile-current-password"
            registration={current}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
          />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="profile-new-password">
            {t('profile.password.new')}
          </label>
          <PasswordInput
            id="profile-new-password"
            registration={register('newPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            error={errors.newPassword?.message}
          />
          <StrengthMeter password={newPassword} />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="profile-confirm-password">
            {t('profile.password.confirm')}
          </label>
          <PasswordInput
            id="profile-confirm-password"
            registration={register('confirmPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            error={errors.confirmPassword?.message}
          />
        </div>
      </div>
      <div className="card-footer d-flex justify-content-end">
        <Button type="submit" variant="primary" disabled={change.isPending}>
          {change.isPending ? t('profile.password.saving') : t('profile.password.save')}
        </Button>
      </div>
    </form>
  );
}
