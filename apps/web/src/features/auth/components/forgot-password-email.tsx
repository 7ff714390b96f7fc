import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZEmailSchema } from '@resonate/contracts/fields';

const ZForgotEmailFormSchema = z.object({ email: ZEmailSchema });
type TForgotEmailForm = z.input<typeof ZForgotEmailFormSchema>;

type TForgotPasswordEmailProps = {
  defaultEmail: string;
  serverError: string | null;
  onSubmit: (email: string) => Promise<void>;
  onCancel: () => void;
};

/** Step 1 of forgot password: the business email, checked by contracts' ZEmailSchema. */
export function ForgotPasswordEmail(props: TForgotPasswordEmailProps) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm<TForgotEmailForm>({
    resolver: zodResolver(ZForgotEmailFormSchema),
    defaultValues: { email: props.defaultEmail },
  });
  const { errors, isSubmitting } = formState;
  const message = errors.email?.message ?? props.serverError;
  const submit = handleSubmit((values) => props.onSubmit(values.email.trim()));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-body-secondary">{t('forgot.intro')}</p>
      <div className="mb-4">
        <label htmlFor="forgot-email" className="form-label">
          {t('login.email')}
        </label>
        <input
          id="forgot-email"
          type="email"
          className={`form-control${message ? ' is-invalid' : ''}`}
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'forgot-email-error' : undefined}
          {...register('email')}
        />
        {message ? (
          <div id="forgot-email-error" className="invalid-feedback d-block" role="alert">
            {message}
          </div>
        ) : null}
      </div>
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-light" onClick={props.onCancel}>
          {t('forgot.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          ) : null}
          {isSubmitting ? t('forgot.sending') : t('forgot.submit')}
        </button>
      </div>
    </form>
  );
}
