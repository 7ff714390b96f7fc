import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { TSsoDomain } from '@resonate/contracts/auth/sso-domains';
import { useVerifySsoDomain } from './sso-api';

type TResult = { domain: string; ok: boolean; message: string };

/** The TXT record that proves a domain, with copy buttons for its name and value. */
function RecordToPublish({ domain }: { domain: TSsoDomain }) {
  const { t } = useTranslation('security');
  const copy = (value: string) => void navigator.clipboard?.writeText(value);
  return (
    <dl className="small mb-0">
      <dt>{t('sso.proof.recordType')}</dt>
      <dd>{domain.recordType}</dd>
      <dt>{t('sso.proof.recordName')}</dt>
      <dd className="text-break">
        <code>{domain.recordName}</code>{' '}
        <Button size="sm" variant="link" className="p-0" onClick={() => copy(domain.recordName)}>
          {t('sso.proof.copyName')}
        </Button>
      </dd>
      <dt>{t('sso.proof.recordValue')}</dt>
      <dd className="text-break">
        <code>{domain.recordValue}</code>{' '}
        <Button size="sm" variant="link" className="p-0" onClick={() => copy(domain.recordValue)}>
          {t('sso.proof.copyValue')}
        </Button>
      </dd>
    </dl>
  );
}

/**
 * The email domains of the company's providers: each one's state (Verified / Not verified) and,
 * until it is verified, the TXT record to publish and a Verify button whose outcome (found, not
 * found, claimed by another account) is the server's own message.
 */
export function SsoDomains({ domains }: { domains: TSsoDomain[] }) {
  const { t } = useTranslation('security');
  const verify = useVerifySsoDomain();
  const [result, setResult] = useState<TResult | null>(null);
  if (domains.length === 0) return null;

  const onVerify = (domain: string) => {
    setResult(null);
    verify.mutate(domain, {
      onSuccess: (message) => setResult({ domain, ok: true, message }),
      onError: (error) => setResult({ domain, ok: false, message: error.message }),
    });
  };

  return (
    <div className="mt-4">
      <h3 className="h6 mb-1">{t('sso.proof.title')}</h3>
      <p className="text-body-secondary small">{t('sso.proof.lead')}</p>
      <div className="table-responsive">
        <table className="table align-middle mb-0" aria-label={t('sso.proof.title')}>
          <thead>
            <tr>
              <th scope="col">{t('sso.proof.domain')}</th>
              <th scope="col">{t('sso.proof.state')}</th>
              <th scope="col">{t('sso.proof.record')}</th>
              <th scope="col" className="text-end">
                {t('sso.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {domains.map((domain) => (
              <tr key={domain.domain} data-domain={domain.domain}>
                <td>{domain.domain}</td>
                <td>
                  <Badge bg={domain.verified ? 'success' : 'secondary'}>
                    {domain.verified ? t('sso.proof.verified') : t('sso.proof.notVerified')}
                  </Badge>
                </td>
                <td>
                  {domain.verified ? null : <RecordToPublish domain={domain} />}
                  {result?.domain === domain.domain ? (
                    <Alert
                      variant={result.ok ? 'success' : 'danger'}
                      role={result.ok ? 'status' : 'alert'}
                      className="small py-2 mt-2 mb-0"
                    >
                      {result.message}
                    </Alert>
                  ) : null}
                </td>
                <td className="text-end text-nowrap">
                  {domain.verified ? null : (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={verify.isPending}
                      aria-label={t('sso.proof.verifyDomain', { domain: domain.domain })}
                      onClick={() => onVerify(domain.domain)}
                    >
                      {verify.isPending && verify.variables === domain.domain
                        ? t('sso.proof.verifying')
                        : t('sso.proof.verify')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
