import { useTranslation } from 'react-i18next';
import type { useSsoSignIn } from '../hooks/use-sso-sign-in';

type TSsoOptionsProps = {
  sso: ReturnType<typeof useSsoSignIn>;
  /** The email and remember-me choice at the moment a provider button is pressed. */
  current: () => { email: string; rememberMe: boolean };
};

/**
 * "Sign in with <provider>" for the typed email's domain, the note when the company requires
 * single sign-on (with the break-glass way back to a password), and the state of an answer
 * coming back from a provider.
 */
export function SsoOptions({ sso, current }: TSsoOptionsProps) {
  const { t } = useTranslation('auth');
  const providers = sso.discovery?.providers ?? [];
  return (
    <>
      {sso.error ? (
        <div className="alert alert-danger py-2" role="alert">
          {sso.error}
        </div>
      ) : null}
      {sso.busy === 'answer' ? (
        <div className="alert alert-info py-2 d-flex align-items-center" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('sso.completing')}
        </div>
      ) : null}
      {providers.length > 0 ? (
        <div className="mb-3 d-grid gap-2">
          {providers.map((provider) => (
            <button
              key={provider.providerId}
              type="button"
              className="btn btn-outline-primary"
              disabled={sso.busy !== null}
              onClick={() => {
                const { email, rememberMe } = current();
                void sso.start(provider.providerId, email, rememberMe);
              }}
            >
              {sso.busy === provider.providerId ? (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              ) : null}
              {t('sso.signInWith', { name: provider.displayName })}
            </button>
          ))}
        </div>
      ) : null}
      {sso.passwordHidden ? (
        <div className="mb-3">
          <p className="text-body-secondary small mb-1">{t('sso.required')}</p>
          <button type="button" className="btn btn-link btn-sm p-0" onClick={sso.choosePassword}>
            {t('sso.usePassword')}
          </button>
        </div>
      ) : providers.length > 0 ? (
        <p className="text-body-secondary small text-center mb-3">{t('sso.orPassword')}</p>
      ) : null}
    </>
  );
}
