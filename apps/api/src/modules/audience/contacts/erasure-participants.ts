import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

/** Forgets the people of `passportIds` in what one module owns, inside the erasure's transaction. */
export type TForgetPeople = (
  trx: Transaction<DB>,
  clientId: number,
  passportIds: readonly string[],
) => Promise<void>;

/**
 * Modules that hold personal data of contacts but sit above audience in the import graph
 * (transactional imports communications, which imports audience) cannot be called from the
 * erasure without an import cycle. They register their part here when the app starts; the
 * erasure runs every part in its one transaction. Keyed by the owning module, so an app built
 * twice in one process (tests) registers each part once.
 */
const participants = new Map<string, TForgetPeople>();

export function onContactsErased(owner: string, forget: TForgetPeople): void {
  participants.set(owner, forget);
}

export async function forgetInParticipants(
  trx: Transaction<DB>,
  clientId: number,
  passportIds: readonly string[],
): Promise<void> {
  for (const forget of participants.values()) await forget(trx, clientId, passportIds);
}
