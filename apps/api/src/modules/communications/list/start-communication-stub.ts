import { withTenant } from '#/db/tenant.ts';

/**
 * Stands in for engine/start-communication.ts in the *.mocked.test.ts files (as the factory of
 * their vi.mock): the engine's start is tested by its owner, so here it records each call and
 * moves the communication on as the real one does for a schedule in the future.
 */
export const started: { clientId: number; id: number }[] = [];

export async function startCommunication(
  deps: { db: Parameters<typeof withTenant>[0] },
  clientId: number,
  id: number,
) {
  started.push({ clientId, id });
  await withTenant(deps.db, { clientId }, (trx) =>
    trx
      .updateTable('communications')
      .set({ status: 2 })
      .where('client_id', '=', clientId)
      .where('id', '=', id)
      .execute(),
  );
}
