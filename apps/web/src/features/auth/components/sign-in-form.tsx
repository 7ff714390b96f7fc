import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithQueries } from '@/shared/api/lazy-with-queries';
import { useCountdown } from '@/shared/hooks/use-countdown';
import { useLoginForm, type TLoginFormOptions } from '../hooks/use-login-form';
import { formatCountdown } from '@/shared/lib/countdown';
import { validateCaptcha, validateEmail, validateLoginPassword } from '../lib/login-validation';
import { useSsoSignIn } from '../hooks/use-sso-sign-in';
import { PasswordField } from './password-field';
import { SsoOptions } from './sso-options';

// The captcha's query loads with it: the sign-in form itself runs none.
const CaptchaField = lazyWithQueries(() => import('./captcha-field'));

type TSignInFormProps = TLoginFormOptions & {
  /** Keeps ids unique when the page and the session modal are both in the document. */
  idPrefix: string;
  onForgotPassword: (email: string) => void;
};

/**
 * Email, password (max 15, eye toggle), captcha after more than 2 failures, remember me, and the
 * button. Enter is blocked in inputs app-wide (spec section 2), so the button submits; it is a
 * real submit button, reachable with Tab.
 */
export function SignInForm({ idPrefix, onForgotPassword, ...options }: TSignInFormProps) {
  const { t } = useTranslation('auth');
  const sso = useSsoSignIn(options);
  const { form, submit, checkEmail, captcha, formError, throttledUntil } = useLoginForm({
    ...options,
    isADuser: sso.discovery?.isADuser === true,
  });
  const { register, errors, isSubmitting } = form;
  const waitSeconds = useCountdown(throttledUntil);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={isSubmitting}>
      {formError ? (
        <div className="alert alert-danger py-2" role="alert">
          {formError}
        </div>
      ) : null}
      <div className="mb-3">
        <label htmlFor={id('email')} className="form-label">
          {t('login.email')}
        </label>
        <input
          id={id('email')}
          type="email"
          className={`form-control${errors.email ? ' is-invalid' : ''}`}
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? id('email-error') : undefined}
          {...register('email', {
            validate: validateEmail,
            onChange: (event) => sso.discoverSoon(event.target.value),
            onBlur: (event) => {
              checkEmail(event.target.value);
              sso.discover(event.target.value);
            },
          })}
        />
        {errors.email ? (
          <div id={id('email-error')} className="invalid-feedback d-block" role="alert">
            {errors.email}
          </div>
        ) : null}
      </div>
      <SsoOptions sso={sso} current={() => form.getValues()} />
      <div className="mb-3" hidden={sso.passwordHidden}>
        <label htmlFor={id('password')} className="form-label">
          {t('login.password')}
        </label>
        <PasswordField
          id={id('password')}
          invalid={!!errors.password}
          describedBy={errors.password ? id('password-error') : undefined}
          registration={register('password', {
            validate: (value) => sso.passwordHidden || validateLoginPassword(value),
          })}
        />
        {errors.password ? (
          <div id={id('password-error')} className="invalid-feedback d-block">
            {errors.password}
          </div>
        ) : null}
        {sso.discovery?.isADuser ? <div className="form-text">{t('ad.passwordHint')}</div> : null}
      </div>
      {captcha.shown ? (
        <Suspense fallback={<div className="captcha-field__placeholder" />}>
          <CaptchaField
            id={id('captcha')}
            version={captcha.version}
            onRefresh={captcha.refresh}
            onCaptchaId={captcha.onCaptchaId}
            error={errors.captcha}
            registration={register('captcha', {
              validate: (value) => !captcha.shown || validateCaptcha(value),
            })}
          />
        </Suspense>
      ) : null}
      <div className="d-flex justify-content-between align-items-center mb-4">
        <div className="form-check mb-0">
          <input
            id={id('remember')}
            type="checkbox"
            className="form-check-input"
            {...register('rememberMe')}
          />
          <label htmlFor={id('remember')} className="form-check-label">
            {t('login.rememberMe')}
          </label>
        </div>
        <button
          type="button"
          className="btn btn-link btn-sm p-0 login-card__forgot"
          onClick={() => onForgotPassword(form.getValues().email.trim())}
        >
          {t('login.forgotPassword')}
        </button>
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100"
        hidden={sso.passwordHidden}
        disabled={isSubmitting || waitSeconds > 0}
      >
        {isSubmitting ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('login.submitting')}
          </>
        ) : waitSeconds > 0 ? (
          t('login.retryIn', { time: formatCountdown(waitSeconds) })
        ) : (
          t('login.submit')
        )}
      </button>
    </form>
  );
}
