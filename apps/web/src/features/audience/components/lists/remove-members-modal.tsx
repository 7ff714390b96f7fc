import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { notifySuccess } from '@/shared/lib/notify';
import { useRemoveListMembers } from '../../api/lists/list-mutations';

/** The confirmation before selected members leave a target list (they stay in master data). */
export function RemoveMembersModal({
  list,
  contactIds,
  show,
  onHide,
  onRemoved,
}: {
  list: { listId: number; name: string };
  contactIds: number[];
  show: boolean;
  onHide: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('audienceLists');
  const remove = useRemoveListMembers();
  const count = contactIds.length;
  const close = () => {
    remove.reset();
    onHide();
  };
  const confirm = () =>
    remove.mutate(
      { listId: list.listId, contactIds },
      {
        onSuccess: ({ removed }) => {
          notifySuccess(list.name, t('detail.removed', { count: removed }));
          close();
          onRemoved();
        },
      },
    );
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="remove-members-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="remove-members-title">
          {t('detail.removeTitle', { count, name: list.name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('detail.removeBody')}</p>
        {remove.error ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {remove.error.message}
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={close} disabled={remove.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending} autoFocus>
          {t('detail.removeConfirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
