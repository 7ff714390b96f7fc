import { sql, type Transaction } from 'kysely';
import {
  type TLicenceKeyPreview,
  type TLicenceSubmitKind,
  type TLicenceSubmitResult,
} from '@resonate/contracts/onboarding/licence';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { signOnboardingToken } from '#/modules/auth/index.ts';
import { checkLicenceKey, toKeyPreview } from './check-licence-key.ts';
import { grantLicence } from './grant-licence.ts';
import type { TLicenceDeps } from './licence-deps.ts';
import { findCurrentLicence } from './licence-repository.ts';
import { loadTargetClient, resolveLicenceTarget, type TTargetRequest } from './licence-target.ts';
import { toLicenceSummary } from './licence-view.ts';

/**
 * POST ValidateLicenseKey (onboarding, with q) and VerifyLicenseKey (signed in, renewal): the
 * two validation variants of the spec. Both check everything a submit would and apply nothing.
 */
export async function previewLicenceKey(
  deps: TLicenceDeps,
  request: TTargetRequest,
  licenseKey: string,
): Promise<TLicenceKeyPreview> {
  const target = await resolveLicenceTarget(deps, request);
  return withTenant(deps.db, { clientId: target.clientId }, async (trx) => {
    const client = await loadTargetClient(trx, target);
    const checked = await checkLicenceKey(deps.config, trx, client, licenseKey);
    return toKeyPreview(checked, client.name);
  });
}

async function hasBrands(trx: Transaction<DB>, clientId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('clients')
    .select('id')
    .where('parent_client_id', '=', clientId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * POST SubmitLicenseKey, AgencySubmitLicenseKey and CompanySubmitLicenseKey: applies the key in
 * one transaction (spent key, licence, client flags), so a refusal leaves nothing behind. After
 * onboarding the account signs in again (a new agency first sets up its brands, with a fresh
 * q); a renewal stays on license-info.
 */
export async function submitLicenceKey(
  deps: TLicenceDeps,
  endpoint: TLicenceSubmitKind,
  request: TTargetRequest,
  licenseKey: string,
): Promise<TLicenceSubmitResult> {
  const target = await resolveLicenceTarget(deps, request);
  return withTenant(deps.db, { clientId: target.clientId }, async (trx) => {
    // One submit per client at a time: the second sees the first's licence and spent key.
    await sql`select pg_advisory_xact_lock(hashtext(${`licence:${target.clientId}`}))`.execute(trx);
    const client = await loadTargetClient(trx, target);
    const checked = await checkLicenceKey(deps.config, trx, client, licenseKey, endpoint);
    const { payload } = checked;
    await grantLicence(trx, {
      clientId: client.id,
      licenceTypeId: payload.licenceTypeId,
      seats: payload.seats,
      channelIds: payload.channelIds,
      validFrom: checked.validFrom,
      validUntil: checked.validUntil,
      isAgency: payload.isAgency,
      source: 'key',
      keyId: payload.keyId,
      keyHint: checked.hint,
    });
    const row = await findCurrentLicence(trx, client.id);
    if (!row) throw new Error('submitLicenceKey: the granted licence is missing');
    const licence = toLicenceSummary(row);
    if (target.via === 'session') return { licence, next: 'licenseInfo' };
    if (payload.isAgency && !(await hasBrands(trx, client.id))) {
      const q = signOnboardingToken(deps.config.appSecret, {
        clientId: client.id,
        userId: target.userId,
        clientName: client.name,
      });
      return { licence, next: 'accountSetup', q };
    }
    return { licence, next: 'signIn' };
  });
}
