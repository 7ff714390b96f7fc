import type { Transaction } from 'kysely';
import type { TPaymentSubmitResult } from '@resonate/contracts/onboarding/payment';
import type { DB } from '#/db/schema.ts';
import {
  accountOutcome,
  buildLoginData,
  signOnboardingToken,
  listChildClients,
  loadAccount,
  createSession,
} from '#/modules/auth/index.ts';
import { loadLicenceStanding } from '#/modules/licence/index.ts';
import { notifyIfNewDevice } from '#/modules/notifications/index.ts';
import type { TNotifyDeps } from '#/modules/notifications/index.ts';

type TNext = Pick<TPaymentSubmitResult, 'next' | 'session' | 'q'> & { deliver: () => void };

/**
 * Where a paid account goes, by the spec's login table (section 4) now that payment and licence
 * are done: signed in at once; an agency without brands to account setup (with a fresh q); an
 * account that needs an OTP at sign-in to the sign-in page, which asks for it.
 */
export async function nextAfterPayment(
  deps: TNotifyDeps,
  trx: Transaction<DB>,
  userId: number,
  device: { ipAddress: string; userAgent: string },
): Promise<TNext> {
  const none = () => undefined;
  const account = await loadAccount(trx, userId);
  if (!account) return { next: 'signIn', deliver: none };
  const hasBrands = account.isAgency && (await listChildClients(trx, account.clientId)).length > 0;
  const licence = await loadLicenceStanding(trx, account.clientId, new Date());
  const outcome = accountOutcome(account, {
    hasBrands,
    accountLocked: false,
    licenceState: licence.state,
  });
  if (outcome.kind === 'onboarding') {
    return {
      next: 'accountSetup',
      q: signOnboardingToken(deps.config.appSecret, account),
      deliver: none,
    };
  }
  if (outcome.kind !== 'session') return { next: 'signIn', deliver: none };
  const token = await createSession(trx, account, false, device);
  const deliver = await notifyIfNewDevice(deps, trx, { ...account, ...device });
  return { next: 'signedIn', session: await buildLoginData(trx, account, token), deliver };
}
