import { useTranslation } from 'react-i18next';
import type { TProviderTest } from './sso-api';

/** What the "Test" button found: the issuer and endpoints, or why the provider cannot be used. */
export function ProviderTestResult({ test }: { test: TProviderTest | 'running' | null }) {
  const { t } = useTranslation('security');
  if (test === null || test === 'running') return null;
  if (!test.ok) {
    return (
      <div className="alert alert-danger py-2 mt-2 mb-0 small" role="status">
        {t('sso.testFailed', { problem: test.problem ?? '' })}
      </div>
    );
  }
  return (
    <div className="alert alert-success py-2 mt-2 mb-0 small" role="status">
      <div>{t('sso.testOk', { issuer: test.issuer ?? '' })}</div>
      <div className="text-break">{test.authorizationEndpoint}</div>
      {test.supportsPkceS256 ? null : <div>{t('sso.noPkce')}</div>}
    </div>
  );
}
