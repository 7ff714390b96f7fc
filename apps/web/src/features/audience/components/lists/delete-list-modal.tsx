import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { TListSummary } from '@resonate/contracts/audience/lists';
import { notifySuccess } from '@/shared/lib/notify';
import { useDeleteList } from '../../api/lists/list-mutations';

/** The confirmation before a list is deleted: what goes (memberships, or the rule) and what stays. */
export function DeleteListModal({
  list,
  onHide,
  onDeleted,
}: {
  list: TListSummary | null;
  onHide: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('audienceLists');
  const remove = useDeleteList();
  const close = () => {
    remove.reset();
    onHide();
  };
  const confirm = () => {
    if (!list) return;
    remove.mutate(
      { listId: list.listId },
      {
        onSuccess: () => {
          notifySuccess(t('actions.delete'), t('delete.done', { name: list.name }));
          close();
          onDeleted?.();
        },
      },
    );
  };
  return (
    <Modal show={list !== null} onHide={close} centered aria-labelledby="delete-list-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="delete-list-title">
          {t('delete.title', { name: list?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {list?.kind === 'dynamic'
            ? t('delete.bodyDynamic')
            : t('delete.bodyStatic', { count: list?.memberCount ?? 0 })}
        </p>
        <p className="mb-0 fw-semibold">{t('delete.permanent')}</p>
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
          {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
