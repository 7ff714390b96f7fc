import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { FileText } from 'lucide-react';
import type { TImportPreview } from '@resonate/contracts/audience/imports';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { formatFileSize } from '@resonate/contracts/format/file-size';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-error';
import { useStartImport } from '../../api/imports/import-mutations';
import {
  adhocMessages,
  initialFormValues,
  toStartRequest,
  type TImportFormValues,
} from '../../hooks/imports/import-form';
import { ImportOptions } from './import-options';
import { MappingTable } from './mapping-table';

type TProps = {
  preview: TImportPreview;
  /** Files uploaded from Target list's "Create list" for this new ad-hoc list. */
  adhocListName?: string;
  onOtherFiles: () => void;
};

/** Step 2: the uploaded files as detected, the column mapping and the options; then Start. */
export function MappingStep({ preview, adhocListName, onOtherFiles }: TProps) {
  const { t } = useTranslation('audienceImport');
  const navigate = useNavigate();
  const start = useStartImport();
  const [values, setValues] = useState<TImportFormValues>(() =>
    initialFormValues(preview, adhocListName),
  );
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const update = (change: Partial<TImportFormValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    if (submitted) setErrors(toStartRequest(preview, next, adhocMessages(t)).errors);
  };
  const columnErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith('mapping.'))
      .map(([key, message]) => [key.slice('mapping.'.length), message]),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { request, errors: found } = toStartRequest(preview, values, adhocMessages(t));
    setErrors(found);
    if (!request) return;
    start.mutate(request, {
      onSuccess: (detail) =>
        void navigate(paths.audience.importProgress.getHref(detail.import.importId)),
      onError: (error) => {
        const fields = isApiError(error) ? error.envelope?.errors : undefined;
        setErrors(fields ?? { form: error.message });
      },
    });
  };

  return (
    <form className="import-step" onSubmit={onSubmit} noValidate>
      <section className="import-card" aria-labelledby="import-files-title">
        <div className="import-card__head">
          <h3 id="import-files-title" className="h6 mb-0">
            {t('map.filesTitle')}
          </h3>
          <Button variant="link" size="sm" onClick={onOtherFiles} disabled={start.isPending}>
            {t('map.otherFiles')}
          </Button>
        </div>
        <ul className="import-files">
          {preview.files.map((file) => (
            <li key={file.name}>
              <FileText size={16} aria-hidden="true" />
              <span className="import-files__name">{file.name}</span>
              <span className="import-files__facts">
                {t('map.fileFacts', {
                  size: formatFileSize(file.size),
                  encoding: t(`map.encoding.${file.encoding}`),
                  delimiter: t(`map.delimiter.${file.delimiter}`),
                })}
                {file.hasHeader ? '' : ` · ${t('map.noHeader')}`}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="import-card" aria-labelledby="import-map-title">
        <h3 id="import-map-title" className="h6">
          {t('map.title')}
        </h3>
        <p className="import-card__hint">{t('map.hint')}</p>
        {errors.mapping ? (
          <Alert variant="danger" className="py-2">
            {errors.mapping}
          </Alert>
        ) : null}
        <MappingTable
          columns={preview.columns}
          targets={preview.targets}
          mapping={values.mapping}
          errors={columnErrors}
          disabled={start.isPending}
          onChange={(column, field) => update({ mapping: { ...values.mapping, [column]: field } })}
        />
      </section>

      <section className="import-card">
        <ImportOptions
          values={values}
          errors={errors}
          disabled={start.isPending}
          onChange={update}
        />
      </section>

      {errors.form ? <Alert variant="danger">{errors.form}</Alert> : null}
      <div className="import-step__actions">
        {Object.keys(errors).length > 0 ? (
          <span className="text-danger small" role="status">
            {t('errors.fixBelow')}
          </span>
        ) : null}
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? (
            <>
              <Spinner size="sm" className="me-2" aria-hidden="true" />
              {t('starting')}
            </>
          ) : (
            t('start')
          )}
        </Button>
      </div>
    </form>
  );
}
