import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { ADHOC_LIST_MAX_AUDIENCE, ADHOC_LIST_TEXT } from '@resonate/contracts/constants';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/shared/lib/notify';
import { useCreateList } from '../../api/lists/list-mutations';
import { adhocImportHref } from '../../hooks/imports/import-form';
import { useFileSelection } from '../../hooks/imports/use-file-selection';
import { useFileUpload } from '../../hooks/imports/use-file-upload';
import { useRowCount } from '../../hooks/imports/use-row-count';
import { ADHOC_LIST_FILE_LIMITS, AdhocListFiles } from './adhoc-list-files';
import { ListNameField, useListNameField } from './list-name-field';

type TListType = 'target' | 'adhoc';
const TYPES: readonly TListType[] = ['target', 'adhoc'];

/**
 * Target list's "Create list": the list type first. A target list is created empty, then
 * opened; an ad-hoc list is made from files (spec section 9's text and limits, checked here
 * before a byte is sent and again by the server), uploaded through the import's own pipeline,
 * then mapped on the import page, where its name and destination are already filled in.
 */
export function CreateListDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('audienceLists');
  const [type, setType] = useState<TListType>('target');
  const close = () => {
    setType('target');
    onHide();
  };
  // The form mounts with the modal's content, so each opening starts blank.
  return (
    <Modal
      show={show}
      onHide={close}
      centered
      size={type === 'adhoc' ? 'lg' : undefined}
      aria-labelledby="create-list-title"
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="create-list-title">
          {t('create.dialogTitle')}
        </Modal.Title>
      </Modal.Header>
      <CreateListForm type={type} onType={setType} onClose={close} />
    </Modal>
  );
}

function CreateListForm({
  type,
  onType,
  onClose,
}: {
  type: TListType;
  onType: (type: TListType) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('audienceLists');
  const navigate = useNavigate();
  const name = useListNameField();
  const selection = useFileSelection(ADHOC_LIST_FILE_LIMITS);
  const sender = useFileUpload('adhocList');
  const rows = useRowCount(selection.files);
  const create = useCreateList();
  const [missingFiles, setMissingFiles] = useState(false);
  const adhoc = type === 'adhoc';
  const tooManyRows = adhoc && rows !== null && rows > ADHOC_LIST_MAX_AUDIENCE;
  const pending = create.isPending || sender.uploading;

  const createTarget = (listName: string) =>
    create.mutate(
      { name: listName, kind: 'target' },
      {
        onSuccess: ({ list }) => {
          notifySuccess(t('actions.create'), t('create.created', { name: list.name }));
          onClose();
          void navigate(paths.audience.targetListDetail.getHref(list.listId));
        },
      },
    );

  const uploadAdhoc = async (listName: string) => {
    const preview = await sender.upload(selection.files);
    if (!preview) return;
    onClose();
    void navigate(adhocImportHref(preview.importId, listName));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const valid = name.validate();
    if (!adhoc) {
      if (valid) createTarget(valid);
      return;
    }
    setMissingFiles(selection.files.length === 0);
    if (valid && selection.files.length > 0 && rows !== null && !tooManyRows)
      void uploadAdhoc(valid);
  };

  const error = sender.error ?? create.error?.message;
  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <fieldset className="mb-2" disabled={pending}>
          <legend className="form-label fs-6 fw-semibold">{t('create.typeLegend')}</legend>
          {TYPES.map((option) => (
            <Form.Check
              key={option}
              type="radio"
              id={`create-list-type-${option}`}
              name="create-list-type"
              checked={type === option}
              onChange={() => onType(option)}
              aria-describedby="create-list-type-help"
              label={t(`create.types.${option}`)}
            />
          ))}
        </fieldset>
        <p className="text-body-secondary small" id="create-list-type-help">
          {adhoc ? t('create.adhocHelp', { text: ADHOC_LIST_TEXT }) : t('create.targetHelp')}
        </p>
        <ListNameField id="create-list-name" field={name} autoFocus />
        {adhoc ? (
          <AdhocListFiles
            files={selection.files}
            refused={selection.errors}
            rows={rows}
            missing={missingFiles}
            tooManyRows={tooManyRows}
            uploadPercent={sender.uploading ? sender.percent : null}
            disabled={pending}
            onAdd={(files) => {
              setMissingFiles(false);
              selection.add(files);
            }}
            onRemove={selection.remove}
          />
        ) : null}
        {error ? (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending || name.exists === true || tooManyRows}>
          {pending ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
          {adhoc ? t('create.uploadAndMap') : t('actions.create')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
