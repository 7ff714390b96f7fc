import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { TImportPreview } from '@resonate/contracts/audience/imports';
import { uploadImportFiles } from '../../api/imports/upload-import-files';
import { useFileSelection } from '../../hooks/imports/use-file-selection';
import { FileDropZone } from './file-drop-zone';
import { ProgressBar } from './progress-bar';

type TProps = { onUploaded: (preview: TImportPreview) => void };

/** Step 1: choose files, upload them with a progress bar, get back what the server detected. */
export function UploadStep({ onUploaded }: TProps) {
  const { t } = useTranslation('audienceImport');
  const selection = useFileSelection();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const uploading = progress !== null;

  const upload = async () => {
    setError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const preview = await uploadImportFiles(
        selection.files,
        'masterData',
        setProgress,
        abort.current.signal,
      );
      onUploaded(preview);
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError'))
        setError((failure as Error).message);
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="import-step">
      <FileDropZone
        files={selection.files}
        errors={selection.errors}
        disabled={uploading}
        onAdd={selection.add}
        onRemove={selection.remove}
      />
      {error ? (
        <Alert variant="danger" className="mb-0" onClose={() => setError(null)} dismissible>
          {error}
        </Alert>
      ) : null}
      {uploading ? (
        <ProgressBar
          label={t('drop.progressLabel')}
          percent={percent >= 100 ? undefined : percent}
          text={t('drop.uploading', { percent })}
        />
      ) : null}
      <div className="import-step__actions">
        {uploading ? (
          <Button variant="outline-secondary" onClick={() => abort.current?.abort()}>
            {t('drop.cancelUpload')}
          </Button>
        ) : null}
        <Button disabled={selection.files.length === 0 || uploading} onClick={() => void upload()}>
          {uploading ? t('drop.uploading', { percent }) : t('drop.upload')}
        </Button>
      </div>
    </div>
  );
}
