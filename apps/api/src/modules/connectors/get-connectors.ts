import { CONNECTORS, type TConnector } from '@resonate/contracts/connectors';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClient, type TChannelDeps } from '#/modules/communication-settings/index.ts';
import { listConnectorRows } from './connectors-repository.ts';
import { toConnector } from './connector-view.ts';

/** POST Connector/GetConnectors: the catalogue with the client's connections (secrets masked). */
export async function getConnectors(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TConnector[]> {
  ownClient(auth, body);
  const rows = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    listConnectorRows(trx),
  );
  const byKey = new Map(rows.map((row) => [row.connector_key, row]));
  return CONNECTORS.map((definition) => toConnector(definition, byKey.get(definition.key)));
}
