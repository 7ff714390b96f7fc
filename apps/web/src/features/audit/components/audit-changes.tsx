import { useTranslation } from 'react-i18next';
import type { TAuditChange } from '@resonate/contracts/audit/audit-log';

const shown = (value: unknown) =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields an entry changed, before and after; a secret only says that it changed. */
export function AuditChanges({ changes }: { changes: Record<string, TAuditChange> }) {
  const { t } = useTranslation('audit');
  const fields = Object.entries(changes);
  if (fields.length === 0) return <p className="small text-body-secondary mb-0">{t('noFields')}</p>;
  return (
    <table className="table table-sm mb-0 audit-changes">
      <thead>
        <tr>
          <th scope="col">{t('field')}</th>
          <th scope="col">{t('before')}</th>
          <th scope="col">{t('after')}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map(([field, change]) => (
          <tr key={field}>
            <th scope="row" className="fw-normal font-monospace small">
              {field}
            </th>
            {change.secret ? (
              <td colSpan={2} className="fst-italic text-body-secondary">
                {t('secretChanged')}
              </td>
            ) : (
              <>
                <td className="text-break">{shown(change.before)}</td>
                <td className="text-break">{shown(change.after)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
