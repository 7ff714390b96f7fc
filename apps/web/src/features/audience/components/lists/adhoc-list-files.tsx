import { useTranslation } from 'react-i18next';
import { IMPORT_MSG } from '@resonate/contracts/audience/imports';
import { ADHOC_LIST_MAX_FILE_BYTES, ADHOC_LIST_MAX_FILES } from '@resonate/contracts/constants';
import { groupThousands } from '@resonate/contracts/patterns';
import type { TFileLimits } from '../../hooks/imports/use-file-selection';
import { FileDropZone } from '../imports/file-drop-zone';
import { ProgressBar } from '../imports/progress-bar';
import '../imports/imports.scss';

export const ADHOC_LIST_FILE_LIMITS: TFileLimits = {
  maxFiles: ADHOC_LIST_MAX_FILES,
  maxFileBytes: ADHOC_LIST_MAX_FILE_BYTES,
};

type TProps = {
  files: readonly File[];
  /** Files refused as they were added (type, size, count). */
  refused: readonly string[];
  /** The rows the files hold in all; null while counting. */
  rows: number | null;
  missing: boolean;
  tooManyRows: boolean;
  /** The share uploaded (0-100), while uploading. */
  uploadPercent: number | null;
  disabled: boolean;
  onAdd: (files: Iterable<File>) => void;
  onRemove: (file: File) => void;
};

/** The files an ad-hoc list is made from: the drop zone, their rows in all, the upload bar. */
export function AdhocListFiles(props: TProps) {
  const { t } = useTranslation('audienceLists');
  const { files, rows, uploadPercent } = props;
  const errors = [
    ...props.refused,
    ...(props.missing && files.length === 0 ? [IMPORT_MSG.noFiles] : []),
    ...(props.tooManyRows ? [IMPORT_MSG.adhocTooManyRows] : []),
  ];
  return (
    <div className="mt-3">
      <FileDropZone
        files={files}
        errors={errors}
        disabled={props.disabled}
        onAdd={props.onAdd}
        onRemove={props.onRemove}
        limits={ADHOC_LIST_FILE_LIMITS}
      />
      {files.length > 0 ? (
        <p className="text-body-secondary small" aria-live="polite">
          {rows === null
            ? t('create.countingRows')
            : t('create.rows', { count: rows, formatted: groupThousands(rows) })}
        </p>
      ) : null}
      {uploadPercent !== null ? (
        <ProgressBar
          label={t('create.uploadProgress')}
          percent={uploadPercent >= 100 ? undefined : uploadPercent}
          text={t('create.uploading', { percent: uploadPercent })}
        />
      ) : null}
    </div>
  );
}
