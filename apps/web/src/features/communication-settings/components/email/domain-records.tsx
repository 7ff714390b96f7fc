import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { TSmtpDomain, TVerifyStatus } from '@resonate/contracts/communication-settings/email';
import { notifySuccess } from '@/shared/lib/notify';

const BADGE: Record<TVerifyStatus, string> = {
  verified: 'success',
  mismatch: 'warning',
  not_found: 'secondary',
};

/** The TXT records to publish for a domain, each with a copy button and its last check. */
export function DomainRecords({
  domain,
  statuses,
}: {
  domain: TSmtpDomain;
  statuses: Partial<Record<string, TVerifyStatus>>;
}) {
  const { t } = useTranslation('pages');
  const copy = async (value: string) => {
    await navigator.clipboard.writeText(value);
    notifySuccess(t('emailSettings.records.title'), t('emailSettings.records.copied'));
  };
  return (
    <table
      className="email-settings-table email-settings-records small"
      aria-label={t('emailSettings.records.title')}
    >
      <thead>
        <tr>
          <th scope="col">{t('emailSettings.records.kind')}</th>
          <th scope="col">{t('emailSettings.records.type')}</th>
          <th scope="col">{t('emailSettings.records.name')}</th>
          <th scope="col">{t('emailSettings.records.value')}</th>
          <th scope="col">{t('emailSettings.records.status')}</th>
        </tr>
      </thead>
      <tbody>
        {domain.records.map((record) => {
          const status = statuses[record.kind];
          return (
            <tr key={record.kind} data-record={record.kind}>
              <td>{t(`emailSettings.records.kinds.${record.kind}`)}</td>
              <td>{record.type}</td>
              <td className="text-break">
                <code>{record.name}</code>{' '}
                <Button
                  size="sm"
                  variant="link"
                  className="p-0"
                  onClick={() => void copy(record.name)}
                >
                  {t('emailSettings.records.copy')}
                </Button>
              </td>
              <td className="text-break email-settings-value">
                <code className="d-block text-truncate" title={record.value}>
                  {record.value}
                </code>
                <Button
                  size="sm"
                  variant="link"
                  className="p-0"
                  onClick={() => void copy(record.value)}
                >
                  {t('emailSettings.records.copyValue')}
                </Button>
              </td>
              <td>
                {status ? (
                  <Badge bg={BADGE[status]}>{t(`emailSettings.records.statuses.${status}`)}</Badge>
                ) : (
                  <span className="text-body-secondary">
                    {t('emailSettings.records.unchecked')}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
