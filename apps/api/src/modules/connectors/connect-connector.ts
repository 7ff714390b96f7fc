import { CHANNEL_MSG } from '@resonate/contracts/communication-settings/channel-common';
import {
  CONNECTOR_ENDPOINT_FIELDS,
  CONNECTOR_FIELDS,
  CONNECTOR_MSG,
  connectorOf,
  isSecretField,
  type TConnector,
  type TConnectorDefinition,
} from '@resonate/contracts/connectors';
import { STORED_SECRET_MSG, type TEndpoint } from '@resonate/contracts/stored-secrets';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import {
  OutboundBlockedError,
  resolvePublicAddress,
  type TOutboundPolicy,
} from '#/http/outbound-guard.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import {
  checkApiBaseUrl,
  assertFresh,
  ownClientAdmin,
  type TChannelDeps,
} from '#/modules/communication-settings/index.ts';
import { connectorSecretBox, connectorSecretContext } from './connector-secrets.ts';
import { toConnector } from './connector-view.ts';
import {
  findConnectorRow,
  insertConnectorRow,
  updateConnectorRow,
  type TConnectorValues,
} from './connectors-repository.ts';

type TBody = {
  clientId: number;
  connectorKey: string;
  fields: Record<string, unknown>;
  updatedAt?: string;
};

/** URLs and database hosts are checked at save too, so a refused address is a field message. */
async function checkAddresses(fields: Record<string, unknown>, policy: TOutboundPolicy) {
  if (typeof fields.apiBaseUrl === 'string') {
    await checkApiBaseUrl(fields.apiBaseUrl, policy, 'fields.apiBaseUrl');
  }
  if (typeof fields.instanceUrl === 'string') {
    await checkApiBaseUrl(
      fields.instanceUrl,
      policy,
      'fields.instanceUrl',
      CONNECTOR_MSG.instanceUrlPrivate,
    );
  }
  if (typeof fields.host === 'string') {
    const refused = await resolvePublicAddress(fields.host, policy).then(
      () => false,
      (error: unknown) => error instanceof OutboundBlockedError && error.reason === 'private',
    );
    if (refused) {
      throw new AppError('BAD_REQUEST', CONNECTOR_MSG.hostPrivate, {
        errors: { 'fields.host': CONNECTOR_MSG.hostPrivate },
      });
    }
  }
}

/** Where a connection's secrets go: its host, URLs and data centre, in a fixed order. */
function endpointOf(definition: TConnectorDefinition, values: Record<string, unknown>): TEndpoint {
  return CONNECTOR_ENDPOINT_FIELDS.filter((key) =>
    definition.fields.some((use) => use.key === key),
  ).map((key) => (values[key] ?? '') as string | number);
}

/**
 * POST Connector/Connect (account admins): saves a connection, or edits it (naming the version
 * edited, 409 when stale). Secrets are sealed; an empty one keeps the stored value while the
 * host, URLs and data centre stay the same, and one the connector needs must then be stored
 * already.
 */
export async function connectConnector(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TConnector> {
  ownClientAdmin(auth, body);
  const definition = connectorOf(body.connectorKey) as TConnectorDefinition;
  await checkAddresses(body.fields, { allowPrivate: deps.config.allowPrivateChannelHosts });
  const box = connectorSecretBox(deps.config.appSecret);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await findConnectorRow(trx, definition.key, true);
    if (row) assertFresh(body.updatedAt, row.updated_at);
    const values: TConnectorValues = { settings: {}, secrets_sealed: {} };
    const errors: Record<string, string> = {};
    for (const use of definition.fields) {
      const typed = body.fields[use.key];
      if (!isSecretField(use.key)) {
        if (typed !== undefined) values.settings[use.key] = typed as string | number | boolean;
        continue;
      }
      const context = connectorSecretContext(auth.clientId, definition.key, use.key);
      const sealed =
        typeof typed === 'string' && typed
          ? box.seal(typed, context)
          : keepSecretOnlyForSameEndpoint({
              stored: row?.secrets_sealed[use.key],
              storedEndpoint: row ? endpointOf(definition, row.settings) : undefined,
              endpoint: endpointOf(definition, body.fields),
              field: `fields.${use.key}`,
              message: STORED_SECRET_MSG.connectorSecret,
            });
      if (sealed) values.secrets_sealed[use.key] = sealed;
      else if (use.required) errors[`fields.${use.key}`] = CONNECTOR_FIELDS[use.key].message;
    }
    if (Object.keys(errors).length > 0) {
      throw new AppError('BAD_REQUEST', 'Invalid request', { errors });
    }
    if (row) return toConnector(definition, await updateConnectorRow(trx, definition.key, values));
    const inserted = await insertConnectorRow(trx, auth.clientId, definition.key, values);
    if (!inserted) throw new AppError('CONFLICT', CHANNEL_MSG.stale);
    return toConnector(definition, inserted);
  });
}
