import type { Selectable, Transaction } from 'kysely';
import type { TSsoProvider } from '@resonate/contracts/auth/sso';
import type { DB, IdentityProvidersTable } from '#/db/schema.ts';

export type TProviderRow = Selectable<IdentityProvidersTable>;

export function toProvider(row: TProviderRow): TSsoProvider {
  return {
    providerId: row.id,
    kind: row.kind,
    displayName: row.display_name,
    issuerUrl: row.issuer_url,
    clientId: row.oauth_client_id,
    hasClientSecret: row.client_secret_sealed !== null,
    allowedDomains: row.allowed_domains,
    defaultRoleId: row.default_role_id,
    allowJitCreation: row.allow_jit_creation,
    enabled: row.enabled,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The tenant's providers (RLS keeps them to the tenant of the transaction). */
export async function listProviderRows(trx: Transaction<DB>): Promise<TProviderRow[]> {
  return trx
    .selectFrom('identity_providers')
    .selectAll()
    .orderBy('display_name')
    .orderBy('id')
    .execute();
}

export async function findProviderRow(
  trx: Transaction<DB>,
  providerId: number,
): Promise<TProviderRow | undefined> {
  return trx
    .selectFrom('identity_providers')
    .selectAll()
    .where('id', '=', providerId)
    .executeTakeFirst();
}
