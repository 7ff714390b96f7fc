import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { PASSWORD_MAX } from '@resonate/contracts/constants';
import {
  ZAcceptInvitationFormSchema,
  type TAcceptInvitationForm,
} from '@resonate/contracts/onboarding/users';
import { PasswordInput } from '@/shared/components/password-input';
import { StrengthMeter } from '@/shared/components/strength-meter';
import { useAcceptInvitation } from '../../api/invitations';
import { setFieldErrors } from '@/shared/api/field-errors';

/** The new password (strength meter, spec section 5 rules) and its confirmation. */
export function AcceptForm({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation('admin');
  const accept = useAcceptInvitation();
  const form = useForm<TAcceptInvitationForm>({
    resolver: zodResolver(ZAcceptInvitationFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const submit = form.handleSubmit((values) =>
    accept.mutate(
      { token, ...values },
      {
        onSuccess: onAccepted,
        onError: (error) => setFieldErrors(form.setError, error, { root: true }),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <div className="mb-3">
        <label className="form-label" htmlFor="invite-password">
          {t('invitation.password')}
        </label>
        <PasswordInput
          id="invite-password"
          registration={form.register('password')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.password?.message}
        />
        <StrengthMeter password={password} />
      </div>
      <div className="mb-4">
        <label className="form-label" htmlFor="invite-confirm">
          {t('invitation.confirm')}
        </label>
        <PasswordInput
          id="invite-confirm"
          registration={form.register('confirmPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword?.message}
        />
      </div>
      {errors.root ? (
        <div className="alert alert-danger" role="alert">
          {errors.root.message}
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-100" disabled={accept.isPending}>
        {accept.isPending ? t('invitation.saving') : t('invitation.submit')}
      </Button>
    </form>
  );
}
