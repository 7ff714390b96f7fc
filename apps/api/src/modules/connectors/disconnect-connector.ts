import {
  CONNECTOR_MSG,
  connectorOf,
  type TConnector,
  type TConnectorDefinition,
} from '@resonate/contracts/connectors';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAdmin, type TChannelDeps } from '#/modules/communication-settings/index.ts';
import { deleteConnectorRow } from './connectors-repository.ts';
import { toConnector } from './connector-view.ts';

/** POST Connector/Disconnect (account admins): forgets the connection and its secrets. */
export async function disconnectConnector(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; connectorKey: string },
): Promise<TConnector> {
  ownClientAdmin(auth, body);
  const definition = connectorOf(body.connectorKey) as TConnectorDefinition;
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    deleteConnectorRow(trx, definition.key),
  );
  if (!deleted) throw new AppError('NOT_FOUND', CONNECTOR_MSG.notConnected);
  return toConnector(definition);
}
