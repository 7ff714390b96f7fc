import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { TConnector } from '@resonate/contracts/connectors';
import { notifySuccess } from '@/shared/lib/notify';
import { useConnectorMutations } from '../../api/connectors';

/** "Disconnect?": the saved credentials are deleted; connecting again means typing them again. */
export function DisconnectModal({
  clientId,
  connector,
  onClose,
}: {
  clientId: number;
  connector: TConnector | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('channelSettings');
  const { disconnect } = useConnectorMutations(clientId);
  const confirm = () => {
    if (!connector) return;
    disconnect.mutate(connector.key, {
      onSuccess: () => {
        notifySuccess(connector.name, t('connectors.disconnected', { name: connector.name }));
        disconnect.reset();
        onClose();
      },
    });
  };
  return (
    <Modal
      show={connector !== null}
      onHide={onClose}
      centered
      aria-labelledby="connector-disconnect-title"
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="connector-disconnect-title">
          {t('connectors.disconnectTitle', { name: connector?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {t('connectors.disconnectBody')}
        {disconnect.error ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {disconnect.error.message}
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={disconnect.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={disconnect.isPending}>
          {t('connectors.disconnect')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
