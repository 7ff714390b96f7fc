import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { TDraftRow, TRowErrors } from '../lib/whitelist-rows';

type TProps = {
  rows: TDraftRow[];
  errors: TRowErrors;
  readOnly: boolean;
  onChange: (index: number, field: 'ipAddress' | 'description', value: string) => void;
  onRemove: (index: number) => void;
};

/** One editable row per address; each message sits under its own input. */
export function IpWhitelistTable({ rows, errors, readOnly, onChange, onRemove }: TProps) {
  const { t } = useTranslation('pages');
  return (
    <Table responsive className="ip-whitelist-table mb-0 align-top">
      <thead>
        <tr>
          <th scope="col" className="ip-whitelist-table__address">
            {t('account.whitelist.address')}
          </th>
          <th scope="col">{t('account.whitelist.description')}</th>
          {readOnly ? null : (
            <th scope="col" className="ip-whitelist-table__actions">
              <span className="visually-hidden">{t('account.whitelist.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const error = errors[index] ?? {};
          const n = index + 1;
          return (
            <tr key={row.key}>
              <td>
                <Form.Control
                  value={row.ipAddress}
                  onChange={(event) => onChange(index, 'ipAddress', event.target.value)}
                  aria-label={t('account.whitelist.addressOfRow', { n })}
                  placeholder={t('account.whitelist.addressPlaceholder')}
                  isInvalid={!!error.ipAddress}
                  readOnly={readOnly}
                  inputMode="decimal"
                  maxLength={15}
                  autoComplete="off"
                />
                <Form.Control.Feedback type="invalid">{error.ipAddress}</Form.Control.Feedback>
              </td>
              <td>
                <Form.Control
                  value={row.description}
                  onChange={(event) => onChange(index, 'description', event.target.value)}
                  aria-label={t('account.whitelist.descriptionOfRow', { n })}
                  placeholder={t('account.whitelist.descriptionPlaceholder')}
                  isInvalid={!!error.description}
                  readOnly={readOnly}
                  maxLength={200}
                />
                <Form.Control.Feedback type="invalid">{error.description}</Form.Control.Feedback>
              </td>
              {readOnly ? null : (
                <td className="ip-whitelist-table__actions">
                  <button
                    type="button"
                    className="app-icon-button app-icon-button--sm"
                    aria-label={t('account.whitelist.removeRow', { n })}
                    title={t('account.whitelist.remove')}
                    onClick={() => onRemove(index)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
