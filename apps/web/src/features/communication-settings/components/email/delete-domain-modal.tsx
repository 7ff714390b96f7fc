import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { TSmtpDomain } from '@resonate/contracts/communication-settings/email';
import { notifySuccess } from '@/shared/lib/notify';
import { useEmailMutations } from '../../api/email';

/** "Delete domain?": its DKIM key is gone for good, mail signed with it stops verifying. */
export function DeleteDomainModal({
  clientId,
  domain,
  onClose,
}: {
  clientId: number;
  domain: TSmtpDomain | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const { deleteDomain } = useEmailMutations(clientId);
  const confirm = () => {
    if (!domain) return;
    deleteDomain.mutate(domain.domainId, {
      onSuccess: () => {
        notifySuccess(t('emailSettings.domains.title'), t('emailSettings.domains.deleted'));
        onClose();
      },
    });
  };
  return (
    <Modal show={domain !== null} onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {t('emailSettings.domains.deleteTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {t('emailSettings.domains.deleteBody', { domain: domain?.domainName ?? '' })}
        {deleteDomain.error ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {deleteDomain.error.message}
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={deleteDomain.isPending}>
          {t('emailSettings.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={deleteDomain.isPending}>
          {t('emailSettings.domains.delete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
