import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  SSO_LIMITS,
  SSO_MSG,
  type TSsoProvider,
  type ZSaveSsoProviderRequestSchema,
} from '@resonate/contracts/auth/sso';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { syncDomainRows } from '../domains/domain-repository.ts';
import { issuerFor } from '../oidc/provider-config.ts';
import { findProviderRow, toProvider } from './provider-repository.ts';
import { providerSecretBox, secretContext } from './provider-secret.ts';

type TSaveInput = z.output<typeof ZSaveSsoProviderRequestSchema>;

function fieldError(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { errors: { [field]: message } });
}

/**
 * Creates or updates an identity provider. Google and Microsoft take their fixed issuer whatever
 * was sent; an empty secret on update keeps the stored one while the issuer stays the same (the
 * secret goes to the issuer's token endpoint); the default role must be one of the
 * company's roles. The secret is sealed before it reaches the database. Each listed domain gets
 * its TXT token to prove (routing by a domain waits for that proof).
 */
export async function saveProvider(
  deps: { db: Kysely<DB>; appSecret: string },
  clientId: number,
  input: TSaveInput,
): Promise<TSsoProvider> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const existing = input.providerId ? await findProviderRow(trx, input.providerId) : undefined;
    if (input.providerId && !existing) throw new AppError('NOT_FOUND', SSO_MSG.notFound);
    if (!existing) {
      const count = await trx
        .selectFrom('identity_providers')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= SSO_LIMITS.providersPerClient)
        throw new AppError('CONFLICT', SSO_MSG.tooMany);
      if (input.clientSecret === '') throw fieldError('clientSecret', SSO_MSG.clientSecretRequired);
    }
    if (input.defaultRoleId !== null) {
      const role = await trx
        .selectFrom('roles')
        .select('id')
        .where('id', '=', input.defaultRoleId)
        .executeTakeFirst();
      if (!role) throw fieldError('defaultRoleId', SSO_MSG.roleRequired);
    }
    const issuerUrl = issuerFor(input.kind, input.issuerUrl);
    const sealed =
      input.clientSecret === ''
        ? keepSecretOnlyForSameEndpoint({
            stored: existing?.client_secret_sealed,
            storedEndpoint: existing ? [existing.issuer_url] : undefined,
            endpoint: [issuerUrl],
            field: 'clientSecret',
            message: STORED_SECRET_MSG.ssoClientSecret,
          })
        : providerSecretBox(deps.appSecret).seal(input.clientSecret, secretContext(clientId));
    const values = {
      kind: input.kind,
      display_name: input.displayName,
      issuer_url: issuerUrl,
      oauth_client_id: input.clientId,
      client_secret_sealed: sealed,
      allowed_domains: [...new Set(input.allowedDomains)],
      default_role_id: input.defaultRoleId,
      allow_jit_creation: input.allowJitCreation,
      enabled: input.enabled,
      updated_at: new Date(),
    };
    const row = existing
      ? await trx
          .updateTable('identity_providers')
          .set(values)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('identity_providers')
          .values({ client_id: clientId, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
    await syncDomainRows(trx, clientId);
    return toProvider(row);
  });
}

/** Deletes a provider; its pending sign-in attempts, and domains no other provider lists, go. */
export async function deleteProvider(
  db: Kysely<DB>,
  clientId: number,
  providerId: number,
): Promise<void> {
  await withTenant(db, { clientId }, async (trx) => {
    const result = await trx
      .deleteFrom('identity_providers')
      .where('id', '=', providerId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new AppError('NOT_FOUND', SSO_MSG.notFound);
    await syncDomainRows(trx, clientId);
  });
}
