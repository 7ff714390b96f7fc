import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import {
  IMPORT_IGNORE,
  type TImportColumn,
  type TImportTarget,
} from '@resonate/contracts/audience/imports';

type TProps = {
  columns: readonly TImportColumn[];
  targets: readonly TImportTarget[];
  mapping: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (column: string, field: string) => void;
};

/** Step 2: one row per column of the files: sample values and the field it fills. */
export function MappingTable({ columns, targets, mapping, errors, disabled, onChange }: TProps) {
  const { t } = useTranslation('audienceImport');
  const { t: tAudience } = useTranslation('audience');
  const contact = targets.filter((target) => target.kind === 'contact');
  const custom = targets.filter((target) => target.kind === 'attribute');
  const mapped = columns.filter((c) => (mapping[c.name] ?? IMPORT_IGNORE) !== IMPORT_IGNORE);

  return (
    <div className="import-mapping">
      <div className="table-responsive">
        <Table className="import-mapping__table align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{t('map.column')}</th>
              <th scope="col">{t('map.samples')}</th>
              <th scope="col" className="import-mapping__field-col">
                {t('map.field')}
              </th>
            </tr>
          </thead>
          <tbody>
            {columns.map((column) => {
              const value = mapping[column.name] ?? IMPORT_IGNORE;
              const error = errors[column.name];
              const id = `import-field-${column.name}`;
              return (
                <tr key={column.name} className={value === IMPORT_IGNORE ? 'is-ignored' : ''}>
                  <th scope="row" className="import-mapping__column">
                    {column.name}
                  </th>
                  <td className="import-mapping__samples">
                    {column.samples.length > 0 ? (
                      column.samples.map((sample, index) => (
                        <span key={index} className="import-mapping__sample" title={sample}>
                          {sample}
                        </span>
                      ))
                    ) : (
                      <span className="text-body-secondary">{t('map.noSamples')}</span>
                    )}
                  </td>
                  <td>
                    <Form.Select
                      id={id}
                      size="sm"
                      aria-label={t('map.fieldFor', { column: column.name })}
                      value={value}
                      isInvalid={Boolean(error)}
                      disabled={disabled}
                      onChange={(event) => onChange(column.name, event.target.value)}
                    >
                      <option value={IMPORT_IGNORE}>{t('map.ignore')}</option>
                      <optgroup label={t('map.contactFields')}>
                        {contact.map((target) => (
                          <option key={target.field} value={target.field}>
                            {tAudience(`fields.${target.field}`, { defaultValue: target.label })}
                          </option>
                        ))}
                      </optgroup>
                      {custom.length > 0 ? (
                        <optgroup label={t('map.customFields')}>
                          {custom.map((target) => (
                            <option key={target.field} value={target.field}>
                              {target.label}
                            </option>
                          ))}
                        </optgroup>
                      ) : null}
                    </Form.Select>
                    {error ? (
                      <Form.Control.Feedback type="invalid" className="d-block">
                        {error}
                      </Form.Control.Feedback>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      <p className="import-mapping__count" aria-live="polite">
        {t('map.mappedCount', { count: mapped.length, total: columns.length })}
      </p>
    </div>
  );
}
