import { BarChart3, Database, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { TConnector, TConnectorCategory } from '@resonate/contracts/connectors';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';

export const CATEGORY_ICONS: Record<TConnectorCategory, LucideIcon> = {
  analytics: BarChart3,
  crm: Users,
  database: Database,
};

/** One connector: its status, the last test's answer, and what an admin can do with it. */
export function ConnectorTile({
  connector,
  isAdmin,
  testing,
  onConnect,
  onTest,
  onDisconnect,
}: {
  connector: TConnector;
  isAdmin: boolean;
  testing: boolean;
  onConnect: () => void;
  onTest: () => void;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation('channelSettings');
  const { formatDateTime } = useDateTimeFormat();
  const Icon = CATEGORY_ICONS[connector.category];
  const { connection } = connector;
  const lastTest = connection?.lastTest ?? null;
  return (
    <article className="connector-tile" aria-labelledby={`connector-${connector.key}`}>
      <div className="d-flex align-items-start gap-3">
        <span className="connector-tile-icon" aria-hidden="true">
          <Icon size={20} />
        </span>
        <div className="flex-grow-1 min-w-0">
          <h3 className="h6 mb-1" id={`connector-${connector.key}`}>
            {connector.name}
          </h3>
          <Badge bg={connection ? 'success' : 'secondary'} className="fw-medium">
            {connection ? t('connectors.connected') : t('connectors.notConnected')}
          </Badge>
          {lastTest ? (
            <Badge
              bg={lastTest.ok ? 'success-subtle' : 'danger-subtle'}
              text={lastTest.ok ? 'success-emphasis' : 'danger-emphasis'}
              className="ms-1 fw-medium"
            >
              {lastTest.ok ? t('connectors.testPassed') : t('connectors.testFailed')}
            </Badge>
          ) : null}
        </div>
      </div>
      <p className="small text-body-secondary mt-2 mb-0 flex-grow-1">
        {lastTest ? (
          <>
            <span className="text-break">{lastTest.response}</span>
            <span className="d-block">
              {t('connectors.testedAt', { at: formatDateTime(lastTest.testedAt) })}
            </span>
          </>
        ) : (
          t(`connectors.descriptions.${connector.key}`)
        )}
      </p>
      {isAdmin ? (
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Button
            size="sm"
            variant={connection ? 'outline-primary' : 'primary'}
            onClick={onConnect}
          >
            {connection ? t('connectors.edit') : t('connectors.connect')}
          </Button>
          {connection ? (
            <>
              <Button size="sm" variant="outline-secondary" onClick={onTest} disabled={testing}>
                {testing ? (
                  <>
                    <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
                    {t('connectors.testing')}
                  </>
                ) : (
                  t('connectors.test')
                )}
              </Button>
              <Button size="sm" variant="outline-danger" onClick={onDisconnect}>
                {t('connectors.disconnect')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
