import {
  CONNECTOR_MSG,
  connectorOf,
  type TConnectorDefinition,
  type TConnectorKey,
  type TConnectorTest,
} from '@resonate/contracts/connectors';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAdmin, type TChannelDeps } from '#/modules/communication-settings/index.ts';
import { connectorSecretBox, connectorSecretContext } from './connector-secrets.ts';
import { findConnectorRow, recordConnectorTest } from './connectors-repository.ts';
import { ConnectorTestFailure } from './testers/connector-test-failure.ts';
import { CONNECTOR_TESTERS } from './testers/connector-testers.ts';

/**
 * POST Connector/TestConnector (account admins): really connects with the saved connection
 * (through the outbound guard) and records the answer. The connection is read in one short
 * transaction and the outcome written in another: none stays open while a remote service takes
 * up to 10 seconds. A failed test is an answer (ok false with the reason), not an error.
 */
export async function testConnector(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; connectorKey: TConnectorKey },
): Promise<TConnectorTest> {
  ownClientAdmin(auth, body);
  const definition = connectorOf(body.connectorKey) as TConnectorDefinition;
  const scope = { clientId: auth.clientId };
  const row = await withTenant(deps.db, scope, (trx) => findConnectorRow(trx, definition.key));
  if (!row) throw new AppError('CONFLICT', CONNECTOR_MSG.notConnected);
  const box = connectorSecretBox(deps.config.appSecret);
  const secrets = Object.fromEntries(
    Object.entries(row.secrets_sealed).map(([field, sealed]) => [
      field,
      box.open(sealed, connectorSecretContext(auth.clientId, definition.key, field)),
    ]),
  );
  const input = {
    values: row.settings,
    secrets,
    policy: { allowPrivate: deps.config.allowPrivateChannelHosts },
  };
  let outcome: { ok: boolean; response: string };
  try {
    outcome = { ok: true, response: await CONNECTOR_TESTERS[definition.key](input) };
  } catch (error) {
    if (!(error instanceof ConnectorTestFailure)) throw error;
    outcome = { ok: false, response: error.message };
  }
  const saved = await withTenant(deps.db, scope, (trx) =>
    recordConnectorTest(trx, definition.key, outcome),
  );
  return { ...outcome, testedAt: (saved?.last_tested_at ?? new Date()).toISOString() };
}
