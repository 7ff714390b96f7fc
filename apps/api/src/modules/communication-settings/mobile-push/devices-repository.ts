import { sql, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';

type TTrx = Transaction<DB>;

export type TDeviceInput = {
  token: string;
  platform: 'android' | 'ios';
  appVersion: string;
  osVersion: string;
  deviceModel: string;
  language: string;
};

/** Registers a device, or refreshes it (a disabled token that registers again is live again). */
export async function upsertDevice(
  trx: TTrx,
  clientId: number,
  appId: number,
  input: TDeviceInput,
) {
  const values = {
    platform: input.platform,
    app_version: input.appVersion,
    os_version: input.osVersion,
    device_model: input.deviceModel,
    language: input.language,
  };
  const row = await trx
    .insertInto('mobile_push_devices')
    .values({ client_id: clientId, app_id: appId, token: input.token, ...values })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'app_id', 'token'])
        .doUpdateSet({ ...values, last_seen_at: new Date(), disabled_at: null }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Drops a token from later sends (unregistered by the app, or gone at the push service). */
export async function disableDevice(trx: TTrx, appId: number, token: string): Promise<boolean> {
  const result = await trx
    .updateTable('mobile_push_devices')
    .set({ disabled_at: new Date() })
    .where('app_id', '=', appId)
    .where('token', '=', token)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  await trx
    .deleteFrom('contact_identities')
    .where('kind', '=', 'device_token')
    .where('value', '=', token)
    .execute();
  return result.numUpdatedRows > 0n;
}

/** Devices with the passport their events carry: the linked contact's, else the device's own. */
export function devicesWithPassport(trx: TTrx, appId: number) {
  return trx
    .selectFrom('mobile_push_devices as d')
    .leftJoin('contact_identities as ci', (join) =>
      join.onRef('ci.value', '=', 'd.token').on('ci.kind', '=', 'device_token'),
    )
    .leftJoin('contacts as c', 'c.id', 'ci.contact_id')
    .where('d.app_id', '=', appId);
}

export function findDeviceByToken(trx: TTrx, appId: number, token: string) {
  return devicesWithPassport(trx, appId)
    .select(['d.id', sql<string>`coalesce(c.passport_id, d.passport_id)`.as('passportId')])
    .where('d.token', '=', token)
    .executeTakeFirst();
}

export type TDeviceFilter = {
  platform?: 'android' | 'ios';
  status?: 'active' | 'disabled';
  appVersion?: string;
  search?: string;
  limit: number;
  offset: number;
};

export async function listDevices(trx: TTrx, appId: number, filter: TDeviceFilter) {
  let query = devicesWithPassport(trx, appId);
  if (filter.platform) query = query.where('d.platform', '=', filter.platform);
  if (filter.status)
    query = query.where('d.disabled_at', filter.status === 'active' ? 'is' : 'is not', null);
  if (filter.appVersion) query = query.where('d.app_version', '=', filter.appVersion);
  if (filter.search) {
    const prefix = `${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('d.token', 'like', prefix), eb('c.email', 'like', prefix.toLowerCase())]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        'd.id',
        'd.platform',
        'd.token',
        'd.app_version',
        'd.os_version',
        'd.device_model',
        'd.language',
        'd.created_at',
        'd.last_seen_at',
        'd.disabled_at',
        'c.email',
        'c.mobile',
      ])
      .orderBy('d.last_seen_at', 'desc')
      .orderBy('d.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The values one column takes over an app's active devices, most frequent first. */
export async function facet(
  trx: TTrx,
  appId: number,
  column: 'platform' | 'app_version' | 'os_version' | 'language',
) {
  const rows = await trx
    .selectFrom('mobile_push_devices')
    .select([`${column} as value`, (eb) => eb.fn.countAll<string>().as('n')])
    .where('app_id', '=', appId)
    .where('disabled_at', 'is', null)
    .where(column, '<>', '')
    .groupBy(column)
    .orderBy('n', 'desc')
    .orderBy(column)
    .limit(50)
    .execute();
  return rows.map((row) => ({ value: String(row.value), count: Number(row.n) }));
}

/** Active devices per app of the client. */
export async function countActiveDevicesByApp(trx: TTrx): Promise<Map<number, number>> {
  const rows = await trx
    .selectFrom('mobile_push_devices')
    .select(['app_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('disabled_at', 'is', null)
    .groupBy('app_id')
    .execute();
  return new Map(rows.map((row) => [row.app_id, Number(row.n)]));
}
