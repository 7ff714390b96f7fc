import {
  TEMPLATE_BUILDER_MSG,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_IMAGE_TYPES,
  type TTemplateImage,
} from '@resonate/contracts/campaigns/template-builder';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Button, Placeholder, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { BUILDER_KEY, deleteTemplateImage, useTemplateImages } from '../api/builder-api';
import { uploadTemplateImage } from '../api/upload-image';

const ACCEPT = Object.keys(TEMPLATE_IMAGE_TYPES).join(',');

/** Refused before the upload, with the server's own words (the server checks again). */
export function localImageProblem(files: readonly File[]): string | null {
  if (files.length === 0) return TEMPLATE_BUILDER_MSG.imageMissing;
  if (files.length > 1) return TEMPLATE_BUILDER_MSG.imageOneFile;
  const file = files[0] as File;
  if (!(file.type in TEMPLATE_IMAGE_TYPES)) return TEMPLATE_BUILDER_MSG.imageWrongType;
  if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return TEMPLATE_BUILDER_MSG.imageTooLarge;
  return null;
}

/**
 * Puts an image into a block: dropped on the zone or picked with the file chooser (uploaded to
 * the client's library), or chosen from the library.
 */
export function ImagePicker({ onPick }: { onPick: (url: string) => void }) {
  const { t } = useTranslation('templateBuilder');
  const id = useId();
  const queryClient = useQueryClient();
  const [showLibrary, setShowLibrary] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<TTemplateImage | null>(null);
  const images = useTemplateImages(showLibrary);

  const upload = async (files: File[]) => {
    const problem = localImageProblem(files);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const image = await uploadTemplateImage(files[0] as File);
      onPick(image.url);
      void queryClient.invalidateQueries({ queryKey: [...BUILDER_KEY, 'images'] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void upload(Array.from(event.dataTransfer.files));
  };
  const remove = async (image: TTemplateImage) => {
    setDeleting(null);
    try {
      await deleteTemplateImage(image.imageId);
      void queryClient.invalidateQueries({ queryKey: [...BUILDER_KEY, 'images'] });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="mb-3">
      <div
        className={`builder-drop ${dragging ? 'is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {busy ? (
          <Spinner size="sm" role="status" aria-label={t('image.uploading')} />
        ) : (
          <ImagePlus size={20} aria-hidden="true" />
        )}
        <span className="small">{t('image.drop')}</span>
        <label htmlFor={`upload-${id}`} className="btn btn-outline-primary btn-sm mb-0">
          {t('image.choose')}
        </label>
        <input
          id={`upload-${id}`}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          disabled={busy}
          onChange={(event) => {
            void upload(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <span className="small text-body-secondary">{t('image.limits')}</span>
      </div>
      {error && (
        <p className="text-danger small mt-1 mb-0" role="alert">
          {error}
        </p>
      )}
      <Button
        variant="link"
        size="sm"
        className="px-0"
        aria-expanded={showLibrary}
        onClick={() => setShowLibrary((shown) => !shown)}
      >
        {showLibrary ? t('image.hideLibrary') : t('image.library')}
      </Button>
      {showLibrary &&
        (images.isPending ? (
          <Placeholder as="div" animation="glow">
            <Placeholder xs={12} style={{ height: 64 }} />
          </Placeholder>
        ) : images.isError ? (
          <p className="small text-danger">
            {t('image.libraryFailed')}{' '}
            <Button variant="link" size="sm" className="p-0" onClick={() => void images.refetch()}>
              {t('preview.retry')}
            </Button>
          </p>
        ) : images.data.length === 0 ? (
          <p className="small text-body-secondary">{t('image.libraryEmpty')}</p>
        ) : (
          <ul className="builder-library">
            {images.data.map((image) => (
              <li key={image.imageId}>
                <button
                  type="button"
                  className="builder-library__pick"
                  aria-label={t('image.use', { name: image.fileName })}
                  onClick={() => onPick(image.url)}
                >
                  <img src={image.url} alt="" loading="lazy" />
                </button>
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger p-0"
                  aria-label={t('image.delete', { name: image.fileName })}
                  onClick={() => setDeleting(image)}
                >
                  <Trash2 size={14} aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <ConfirmModal
        show={deleting !== null}
        title={t('image.deleteTitle')}
        body={t('image.deleteBody', { name: deleting?.fileName ?? '' })}
        confirmLabel={t('image.deleteConfirm')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
