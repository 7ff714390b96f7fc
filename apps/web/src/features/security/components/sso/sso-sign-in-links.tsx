import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { SSO_LINK_PARAM, type TSsoProvider } from '@resonate/contracts/auth/sso';
import type { TSsoDomain } from '@resonate/contracts/auth/sso-domains';

/**
 * Each enabled provider with a domain not verified yet, and the sign-in link its invited users
 * open meanwhile (the login page offers an unverified provider only there).
 */
export function SsoSignInLinks({
  providers,
  domains,
  loginUrl,
}: {
  providers: TSsoProvider[];
  domains: TSsoDomain[];
  loginUrl: string;
}) {
  const { t } = useTranslation('security');
  const verified = new Set(domains.filter((d) => d.verified).map((d) => d.domain));
  const pending = providers.filter(
    (provider) =>
      provider.enabled && provider.allowedDomains.some((domain) => !verified.has(domain)),
  );
  if (pending.length === 0 || loginUrl === '') return null;
  const linkOf = (provider: TSsoProvider) => {
    const url = new URL(loginUrl);
    url.searchParams.set(SSO_LINK_PARAM, String(provider.providerId));
    return url.href;
  };
  return (
    <div className="mt-3 small">
      <p className="mb-1">{t('sso.proof.linksLead')}</p>
      <ul className="list-unstyled mb-0">
        {pending.map((provider) => (
          <li key={provider.providerId}>
            {provider.displayName}: <code>{linkOf(provider)}</code>{' '}
            <Button
              size="sm"
              variant="link"
              className="p-0"
              onClick={() => void navigator.clipboard?.writeText(linkOf(provider))}
            >
              {t('sso.proof.copyLink')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
