import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { TImportPreview } from '@resonate/contracts/audience/imports';
import { useFileSelection } from '../../hooks/imports/use-file-selection';
import { useFileUpload } from '../../hooks/imports/use-file-upload';
import { FileDropZone } from './file-drop-zone';
import { ProgressBar } from './progress-bar';

type TProps = { onUploaded: (preview: TImportPreview) => void };

/** Step 1: choose files, upload them with a progress bar, get back what the server detected. */
export function UploadStep({ onUploaded }: TProps) {
  const { t } = useTranslation('audienceImport');
  const selection = useFileSelection();
  const sender = useFileUpload('masterData');
  const { uploading, percent } = sender;

  const upload = async () => {
    const preview = await sender.upload(selection.files);
    if (preview) onUploaded(preview);
  };

  return (
    <div className="import-step">
      <FileDropZone
        files={selection.files}
        errors={selection.errors}
        disabled={uploading}
        onAdd={selection.add}
        onRemove={selection.remove}
      />
      {sender.error ? (
        <Alert variant="danger" className="mb-0" onClose={sender.clearError} dismissible>
          {sender.error}
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
          <Button variant="outline-secondary" onClick={sender.cancel}>
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
