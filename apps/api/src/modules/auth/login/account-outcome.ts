import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import {
  isLicenceBlocked,
  type TLicenceState,
} from '@resonate/contracts/onboarding/licence-standing';
import type { TAccount } from '../repositories/accounts-repository.ts';

export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Contact your administrator.';
/** A brand its agency deactivated: its own users are refused until the agency reactivates it. */
export const CLIENT_DEACTIVATED_MESSAGE =
  'This company has been deactivated. Contact your agency or administrator.';

export type TAccountOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'onboarding'; message: string }
  | { kind: 'otp' }
  | { kind: 'session' };

/**
 * What a correct password leads to, by the spec's login table (section 4). Order matters: an
 * account that is not activated is refused before any onboarding step is offered.
 */
export function accountOutcome(
  account: TAccount,
  context: { hasBrands: boolean; accountLocked: boolean; licenceState: TLicenceState },
): TAccountOutcome {
  if (account.status === 'not_activated') {
    return {
      kind: 'refused',
      message: account.isAgency
        ? LOGIN_OUTCOME.agencyAccountNotActivated
        : LOGIN_OUTCOME.accountNotActivated,
    };
  }
  if (account.status === 'deactivated') return { kind: 'refused', message: DEACTIVATED_MESSAGE };
  if (!account.clientActive) return { kind: 'refused', message: CLIENT_DEACTIVATED_MESSAGE };
  if (!account.paymentCompleted)
    return { kind: 'onboarding', message: LOGIN_OUTCOME.paymentNotCompleted };
  // A licence validated once but ended past its grace (or not started) is not validated now.
  if (!account.licenceValidated || isLicenceBlocked(context.licenceState)) {
    return {
      kind: 'onboarding',
      message: account.isAgency
        ? LOGIN_OUTCOME.agencyLicenseKeyNotValidated
        : LOGIN_OUTCOME.licenseKeyNotValidated,
    };
  }
  if (account.isAgency && !context.hasBrands)
    return { kind: 'onboarding', message: LOGIN_OUTCOME.clientsNotCreated };
  if (account.otpRequired || context.accountLocked) return { kind: 'otp' };
  return { kind: 'session' };
}
