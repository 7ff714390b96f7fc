import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TSaveSignUpRequest } from '@resonate/contracts/onboarding/signup';
import { post, signUpOverApi } from '#/modules/signup/testing.ts';
import { TEST_CARDS } from './test-payment-provider.ts';

export { post };

/** A card the test processor approves, with an expiry well in the future. */
export function card(number: string = TEST_CARDS.approved, extra: object = {}) {
  return { number, expiry: '12/39', cvc: '123', name: 'Nina Newman', ...extra };
}

/** A fresh sign-up with a chosen plan: its payment q, order id and user. */
export async function accountReadyToPay(
  app: FastifyInstance,
  dataDir: string,
  options: {
    signUp?: Partial<TSaveSignUpRequest>;
    licenceTypeId?: number;
    frequency?: 'Monthly' | 'Yearly';
  } = {},
) {
  const account = await signUpOverApi(app, dataDir, options.signUp);
  const chosen = await post(app, 'Payment/SelectLicenseType', {
    q: account.q,
    licenceTypeId: options.licenceTypeId ?? 1,
    frequency: options.frequency ?? 'Monthly',
  });
  if (chosen.statusCode !== 200) throw new Error(`SelectLicenseType failed: ${chosen.body}`);
  const q = chosen.json().data.q as string;
  const details = (await post(app, 'Payment/GetPaymentDetails', { q })).json().data;
  return { ...account, q, orderId: details.orderId as string, details };
}

export function submitBody(
  ready: { q: string; orderId: string },
  extra: Record<string, unknown> = {},
) {
  return {
    q: ready.q,
    orderId: ready.orderId,
    idempotencyKey: randomUUID(),
    card: card(),
    ...extra,
  };
}
