import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { FileText, UploadCloud, X } from 'lucide-react';
import { ADHOC_LIST_MAX_FILE_BYTES, ADHOC_LIST_MAX_FILES } from '@resonate/contracts/constants';
import { IMPORT_FILE_EXTENSIONS } from '@resonate/contracts/audience/imports';
import { formatFileSize } from '@resonate/contracts/format/file-size';
import { MASTER_DATA_FILE_LIMITS, type TFileLimits } from '../../hooks/imports/use-file-selection';

type TProps = {
  files: readonly File[];
  errors: readonly string[];
  disabled: boolean;
  onAdd: (files: Iterable<File>) => void;
  onRemove: (file: File) => void;
  /** The limits the files are held to; the master-data import also names the ad-hoc ones. */
  limits?: TFileLimits;
};

/**
 * Step 1: files dropped on the zone or picked with the button (the zone itself opens the
 * picker with Enter or Space), listed with their sizes and a remove button each.
 */
export function FileDropZone({
  files,
  errors,
  disabled,
  onAdd,
  onRemove,
  limits = MASTER_DATA_FILE_LIMITS,
}: TProps) {
  const { t } = useTranslation('audienceImport');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const limitsId = useId();
  const total = files.reduce((sum, file) => sum + file.size, 0);

  const open = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onAdd(event.dataTransfer.files);
  };

  return (
    <div className="import-drop">
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        aria-describedby={limitsId}
        className={`import-drop__zone${over ? ' import-drop__zone--over' : ''}`}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <UploadCloud size={36} aria-hidden="true" className="import-drop__icon" />
        <p className="import-drop__title">{t('drop.title')}</p>
        <p className="import-drop__or">{t('drop.or')}</p>
        {/* The zone is the button; this only looks like one (no nested control). Its texts are
            the zone's name, so the name is what a person sees (WCAG 2.5.3). */}
        <span className="btn btn-outline-primary btn-sm">{t('drop.choose')}</span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={[...IMPORT_FILE_EXTENSIONS, 'text/csv'].join(',')}
          data-testid="import-file-input"
          onChange={(event) => {
            if (event.target.files) onAdd(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <p className="import-drop__limits" id={limitsId}>
        {t('drop.limits', {
          files: limits.maxFiles,
          size: formatFileSize(limits.maxFileBytes),
        })}
        {limits === MASTER_DATA_FILE_LIMITS
          ? ` ${t('drop.adhocLimits', {
              files: ADHOC_LIST_MAX_FILES,
              size: formatFileSize(ADHOC_LIST_MAX_FILE_BYTES),
            })}`
          : null}
      </p>
      {errors.length > 0 ? (
        <ul className="import-drop__errors" role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <div className="import-drop__files">
          <ul aria-label={t('drop.filesLabel')}>
            {files.map((file) => (
              <li key={`${file.name}:${file.size}`}>
                <FileText size={16} aria-hidden="true" />
                <span className="import-drop__name">{file.name}</span>
                <span className="import-drop__size">{formatFileSize(file.size)}</span>
                <Button
                  variant="link"
                  size="sm"
                  className="import-drop__remove"
                  aria-label={t('drop.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onRemove(file)}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <p className="import-drop__total">
            {t('drop.total', { count: files.length, size: formatFileSize(total) })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
