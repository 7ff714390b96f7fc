import {
  CONNECTOR_FIELDS,
  isSecretField,
  type TConnector,
  type TConnectorDefinition,
  type TConnectorFieldUse,
} from '@resonate/contracts/connectors';
import { masked } from '#/modules/communication-settings/index.ts';
import type { TConnectorRow } from './connectors-repository.ts';

/** A catalogue entry with the client's connection: secrets masked, never opened. */
export function toConnector(definition: TConnectorDefinition, row?: TConnectorRow): TConnector {
  const fields = definition.fields.map((use: TConnectorFieldUse) => ({
    key: use.key,
    kind: CONNECTOR_FIELDS[use.key].kind,
    required: use.required,
    ...(use.options ? { options: [...use.options] } : {}),
  }));
  const entry = {
    key: definition.key,
    category: definition.category,
    name: definition.name,
    fields,
  };
  if (!row) return { ...entry, connection: null };
  const values: Record<string, string | number | boolean | null> = {};
  for (const use of definition.fields) {
    values[use.key] = isSecretField(use.key)
      ? masked(row.secrets_sealed[use.key])
      : (row.settings[use.key] ?? null);
  }
  return {
    ...entry,
    connection: {
      values,
      lastTest:
        row.last_tested_at && row.last_test_ok !== null
          ? {
              ok: row.last_test_ok,
              response: row.last_test_response ?? '',
              testedAt: row.last_tested_at.toISOString(),
            }
          : null,
      connectedAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    },
  };
}
