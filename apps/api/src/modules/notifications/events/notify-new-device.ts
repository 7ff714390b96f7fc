import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { deviceHistory } from '#/modules/auth/index.ts';
import { notify, type TDeliver, type TNotifyDeps } from '../notify.ts';
import { deviceLabel } from './device-label.ts';

/**
 * Called by sign-in right after it created a session, in the same transaction: when no earlier
 * session of the user came from this address and browser, the user hears about it. A user's very
 * first sign-in is not "new": there is nothing to compare with, and it would only be noise.
 */
export async function notifyIfNewDevice(
  deps: TNotifyDeps,
  trx: Transaction<DB>,
  input: { clientId: number; userId: number; ipAddress: string; userAgent: string },
): Promise<TDeliver> {
  const history = await deviceHistory(trx, input.userId, input);
  const isNew = history.total > 1 && history.sameDevice <= 1;
  if (!isNew) return () => undefined;
  const device = deviceLabel(input.userAgent);
  return notify(deps, trx, {
    clientId: input.clientId,
    userId: input.userId,
    eventType: 'newDeviceSignIn',
    eventName: `Sign-in from a new device: ${device}, ${input.ipAddress}`,
    details: { Device: device, Address: input.ipAddress },
  });
}
