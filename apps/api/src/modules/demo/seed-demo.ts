import { sql, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { TUntypedDb } from '#/db/pool.ts';
import type { DB } from '#/db/schema.ts';
import { hashPassword } from '#/modules/auth/index.ts';
import { seedDemoLicence } from '#/modules/licence/index.ts';
import { COUNTRIES, INDUSTRY_LIST, TIME_ZONES } from '#/modules/master-data/index.ts';
import {
  DEMO_CLIENTS,
  DEMO_PASSWORD,
  DEMO_REGION,
  DEMO_ROLE_PERMISSIONS,
  DEMO_USERS,
} from './demo-accounts.ts';
import { seedDemoAudience } from './demo-audience.ts';
import { seedDemoHistory } from './demo-history/seed-demo-history.ts';
import { seedDemoJourney } from './demo-journey.ts';
import { seedDemoLists } from './demo-lists.ts';
import { seedDemoSending } from './demo-sending.ts';

/** Master-data ids are positions in fixed lists (see master-data/lists): looked up, not typed. */
const REGION_IDS = {
  timeZoneId: TIME_ZONES.indexOf(DEMO_REGION.timeZone) + 1,
  countryId: COUNTRIES.find((c) => c.code === DEMO_REGION.countryCode)?.countryID ?? null,
  industryId: INDUSTRY_LIST.find((i) => i.name === DEMO_REGION.industry)?.id ?? null,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the owner connection is untyped
type TTrx = Transaction<any>;

const SEED_LOCK = 7_420_001;

/**
 * audience: Acme Retail's demo contacts (default true). API tests turn it off: they start from
 * an empty audience and seed it when a test wants it (demo-audience.ts).
 */
export type TSeedOptions = {
  audience?: boolean;
  /**
   * Email and SMS set up against the development outboxes, with a verified sending domain
   * (demo-sending.ts); its DKIM key is sealed with the app secret. With the audience, also the
   * live "Welcome series" journey (demo-journey.ts). API tests leave it out: they set up the
   * channels they test.
   */
  sending?: { appSecret: string };
};

/**
 * Seeds the demo tenant when the database has no client yet; idempotent and safe when two
 * processes start together (advisory lock, then the emptiness check inside it). Runs as the
 * owner but sets each client's tenant before writing its rows, so it also passes forced RLS
 * when the owner is not a superuser.
 */
export async function seedDemoTenant(
  ownerDb: TUntypedDb,
  log: Pick<FastifyBaseLogger, 'info'>,
  options: TSeedOptions = {},
) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ownerDb.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const { rows } = await sql<{ n: string }>`select count(*) as n from clients`.execute(trx);
    if (Number(rows[0]?.n) > 0) return;
    let sendingClientId: number | undefined;
    for (const client of DEMO_CLIENTS) {
      const clientId = await seedClient(trx, client.key, passwordHash);
      if (client.key === 'acme' && options.sending) {
        await seedDemoSending(trx as Transaction<DB>, clientId, options.sending.appSecret);
        sendingClientId = clientId;
      }
    }
    if (options.audience ?? true) await seedDemoAudience(trx);
    await seedDemoLists(trx);
    // Campaign and event history needs the audience; API tests start without both.
    if (options.audience ?? true) await seedDemoHistory(trx as Transaction<DB>);
    // The live welcome series sends: it needs the contacts and the outbox set-up.
    if ((options.audience ?? true) && sendingClientId !== undefined) {
      await seedDemoJourney(trx as Transaction<DB>, sendingClientId);
    }
    log.info({ clients: DEMO_CLIENTS.length, users: DEMO_USERS.length }, 'seeded the demo tenant');
  });
}

async function seedClient(trx: TTrx, key: string, passwordHash: string): Promise<number> {
  const client = DEMO_CLIENTS.find((c) => c.key === key)!;
  const { id: clientId } = await trx
    .insertInto('clients')
    .values({
      name: client.name,
      tenant_short_code: client.shortCode,
      is_campaign: client.isCampaign ?? true,
      is_agency: client.isAgency ?? false,
      payment_completed: client.paymentCompleted ?? true,
      licence_validated: client.licenceValidated ?? true,
      licence_type_id: client.licenceTypeId,
      plan_amount_minor: client.plan.amountMinor,
      sale_price_minor: client.plan.salePriceMinor,
      plan_frequency: client.plan.frequency,
      order_id: client.plan.orderId,
      time_zone_id: REGION_IDS.timeZoneId,
      country_id: REGION_IDS.countryId,
      industry_id: REGION_IDS.industryId,
      region: DEMO_REGION.region,
      currency: DEMO_REGION.currency,
      website: client.company.website,
      business_email: client.company.businessEmail,
      address: client.company.address,
      city: client.company.city,
      zip: client.company.zip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`select set_config('app.client_id', ${String(clientId)}, true)`.execute(trx);

  const departmentIds = new Map<string, number>();
  for (const name of client.departments ?? []) {
    const row = await trx
      .insertInto('departments')
      .values({ client_id: clientId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    departmentIds.set(name, row.id);
  }
  const roleIds = new Map<string, number>();
  for (const [name, permissions] of Object.entries(DEMO_ROLE_PERMISSIONS)) {
    const role = await trx
      .insertInto('roles')
      .values({ client_id: clientId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds.set(name, role.id);
    await trx
      .insertInto('role_permissions')
      .values(
        permissions.map((p) => ({
          client_id: clientId,
          role_id: role.id,
          feature_id: p.featureId,
          can_view: p.canView,
        })),
      )
      .execute();
  }
  for (const user of DEMO_USERS.filter((u) => u.client === key)) {
    const row = await trx
      .insertInto('users')
      .values({
        client_id: clientId,
        email: user.email,
        password_hash: passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        status: user.status ?? 'active',
        is_account_admin: user.accountAdmin ?? false,
        role_id: roleIds.get(user.role),
        otp_required: user.otpRequired ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of user.departments ?? []) {
      await trx
        .insertInto('user_departments')
        .values({ client_id: clientId, user_id: row.id, department_id: departmentIds.get(name) })
        .execute();
    }
  }
  await seedDemoLicence(trx, clientId, client);
  return Number(clientId);
}
