import { createHash } from 'node:crypto';
import { PAYMENT_MSG } from '@resonate/contracts/onboarding/payment';
import type { TChargeResult, TPaymentProvider } from './payment-provider.ts';

/** The test card numbers, as card processors publish them for their test modes. */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
} as const;

/**
 * The built-in card processor: behaves like a processor's test mode, so the whole payment flow
 * runs for real without internet or an account anywhere. 4242 4242 4242 4242 is approved,
 * 4000 0000 0000 0002 declined, 4000 0000 0000 0069 an expired card; any other number is
 * declined as an unknown test card. The reference derives from the idempotency key, so a
 * repeated charge gets the same answer and reference, as a real processor's would.
 */
export const testPaymentProvider: TPaymentProvider = {
  name: 'test',
  async charge({ card, idempotencyKey }): Promise<TChargeResult> {
    const providerRef = `test_ch_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    if (card.number === TEST_CARDS.approved) return { approved: true, providerRef };
    if (card.number === TEST_CARDS.declined) {
      return {
        approved: false,
        providerRef,
        declineCode: 'card_declined',
        declineReason: PAYMENT_MSG.declined,
      };
    }
    if (card.number === TEST_CARDS.expired) {
      return {
        approved: false,
        providerRef,
        declineCode: 'expired_card',
        declineReason: PAYMENT_MSG.expiredCard,
      };
    }
    return {
      approved: false,
      providerRef,
      declineCode: 'unknown_test_card',
      declineReason: PAYMENT_MSG.unknownTestCard,
    };
  },
};
