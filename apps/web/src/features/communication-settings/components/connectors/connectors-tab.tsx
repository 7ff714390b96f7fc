import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { CONNECTOR_CATEGORIES, type TConnector } from '@resonate/contracts/connectors';
import { notifyError, notifySuccess } from '@/shared/lib/notify';
import { useConnectorMutations, useConnectors } from '../../api/connectors';
import { useChannelScope } from '../../hooks/use-channel-scope';
import { ConnectModal } from './connect-modal';
import { ConnectorTile } from './connector-tile';
import { DisconnectModal } from './disconnect-modal';
import './connectors.scss';

/** The Connectors tab: analytics platforms, CRMs and databases, one card per category. */
export function ConnectorsTab() {
  const { clientId, isAdmin } = useChannelScope();
  if (clientId === null) return null;
  return <ConnectorsTabBody clientId={clientId} isAdmin={isAdmin} />;
}

function ConnectorsTabBody({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('channelSettings');
  const connectors = useConnectors(clientId);
  const { test } = useConnectorMutations(clientId);
  const [connecting, setConnecting] = useState<TConnector | null>(null);
  const [disconnecting, setDisconnecting] = useState<TConnector | null>(null);

  const runTest = (connector: TConnector) =>
    test.mutate(connector.key, {
      onSuccess: (result) =>
        result.ok
          ? notifySuccess(connector.name, result.response)
          : notifyError(connector.name, result.response),
    });

  if (connectors.isPending) {
    return (
      <Card className="border-0 shadow-sm">
        <Card.Body>
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={3} className="mb-3" />
            <div className="connector-grid">
              {[0, 1, 2].map((i) => (
                <Placeholder key={i} className="connector-tile-placeholder" />
              ))}
            </div>
          </Placeholder>
          <span className="visually-hidden">{t('loading')}</span>
        </Card.Body>
      </Card>
    );
  }
  if (connectors.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {connectors.error.message}
      </div>
    );
  }
  return (
    <>
      {CONNECTOR_CATEGORIES.map((category) => {
        const inCategory = connectors.data.filter((c) => c.category === category);
        return (
          <Card className="border-0 shadow-sm mb-4" key={category}>
            <Card.Body>
              <h2 className="h5 mb-1">{t(`connectors.categories.${category}.title`)}</h2>
              <p className="text-body-secondary">{t(`connectors.categories.${category}.intro`)}</p>
              <div className="connector-grid">
                {inCategory.map((connector) => (
                  <ConnectorTile
                    key={connector.key}
                    connector={connector}
                    isAdmin={isAdmin}
                    testing={test.isPending && test.variables === connector.key}
                    onConnect={() => setConnecting(connector)}
                    onTest={() => runTest(connector)}
                    onDisconnect={() => setDisconnecting(connector)}
                  />
                ))}
              </div>
            </Card.Body>
          </Card>
        );
      })}
      <ConnectModal
        clientId={clientId}
        connector={connecting}
        onClose={() => setConnecting(null)}
      />
      <DisconnectModal
        clientId={clientId}
        connector={disconnecting}
        onClose={() => setDisconnecting(null)}
      />
    </>
  );
}
