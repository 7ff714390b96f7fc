import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TMyProfile } from '@resonate/contracts/profile';
import { Avatar } from '@/shared/components/avatar';
import { notifySuccess } from '@/shared/lib/notify';
import { useRemoveProfilePicture, useUploadProfilePicture } from '../api/profile-picture';
import { PICTURE_ACCEPT, pictureProblem } from '../lib/picture-check';

/**
 * The profile card: the picture (dropped on it or picked), checked for size and type before it
 * is sent, with its name, email and role beside it. The header's avatar changes at once.
 */
export function PictureCard({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation('pages');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const busy = upload.isPending || remove.isPending;
  const name = `${profile.firstName} ${profile.lastName}`.trim();

  const send = (file: File | undefined) => {
    if (!file) return;
    const found = pictureProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('profile.picture.title'), t('profile.picture.saved')),
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) send(event.dataTransfer.files[0]);
  };

  return (
    <div className="card app-card profile-card">
      <div className="card-body d-flex flex-column flex-sm-row gap-4 align-items-center">
        <div
          className={`profile-picture${dragging ? ' profile-picture--drop' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          aria-describedby="profile-picture-help"
        >
          <Avatar src={profile.profilePicture} name={name} size={112} />
        </div>
        <div className="flex-grow-1 text-center text-sm-start">
          <h2 className="h4 mb-1">{name}</h2>
          <p className="text-body-secondary mb-2">
            {profile.email} · {profile.userRole}
          </p>
          <div className="d-flex flex-wrap gap-2 justify-content-center justify-content-sm-start">
            <Button
              variant="primary"
              size="sm"
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              <ImageUp size={16} aria-hidden="true" className="me-1" />
              {upload.isPending ? t('profile.picture.uploading') : t('profile.picture.upload')}
            </Button>
            {profile.profilePicture ? (
              <Button
                variant="outline-danger"
                size="sm"
                disabled={busy}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () =>
                      notifySuccess(t('profile.picture.title'), t('profile.picture.removed')),
                  })
                }
              >
                <Trash2 size={16} aria-hidden="true" className="me-1" />
                {t('profile.picture.remove')}
              </Button>
            ) : null}
          </div>
          <input
            ref={input}
            type="file"
            accept={PICTURE_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('profile.picture.choose')}
            onChange={(event) => {
              send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <p id="profile-picture-help" className="form-text mb-0 mt-2">
            {t('profile.picture.help')}
          </p>
          {problem ? (
            <p className="text-danger small mb-0 mt-1" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
