import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { pino } from 'pino';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createKysely } from '../../apps/api/src/db/pool.ts';
import { addressKeySetting } from '../../apps/api/src/crypto/address-hash.ts';
import type { DB } from '../../apps/api/src/db/schema.ts';
import { openDatabase } from '../../apps/api/src/db/open-database.ts';
import { seedDemoTenant } from '../../apps/api/src/modules/demo/index.ts';
import { withTenant } from '../../apps/api/src/db/tenant.ts';
import {
  smtpSecretBox,
  smtpSecretContext,
  generateDkimKeyPair,
  saveSmtpSettings,
} from '../../apps/api/src/modules/communication-settings/index.ts';
import type { TCommunicationDeps } from '../../apps/api/src/modules/communications/index.ts';
import { prepareConfig } from '../../apps/api/src/secrets.ts';
// The app's Fastify augmentations, which the engine's notification code is typed against.
import type {} from '../../apps/api/src/plugins/config.ts';
import type {} from '../../apps/api/src/plugins/database.ts';
import type {} from '../../apps/api/src/plugins/mailer.ts';
import type {} from '../../apps/api/src/plugins/queue.ts';

export type TBenchEngine = {
  deps: TCommunicationDeps;
  /** A connection that passes RLS, for seeding the audience. */
  owner: Kysely<DB>;
  clientId: number;
  close: () => Promise<void>;
};

/**
 * A database of the bench's own (embedded, under `dataDir`) with the demo tenant but not its
 * audience or history: the standalone run needs no product server.
 */
export async function ownDatabase(dataDir: string): Promise<TBenchEngine> {
  const config = await prepareConfig(
    loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
    }),
  );
  const log = pino({ enabled: false });
  const database = await openDatabase(config, log);
  await seedDemoTenant(database.ownerDb, log, { audience: false });
  const owner = database.ownerDb as unknown as Kysely<DB>;
  const client = await owner
    .selectFrom('clients')
    .select('id')
    .where('tenant_short_code', '=', 'ACME')
    .executeTakeFirstOrThrow();
  return {
    deps: { db: database.db, config, log },
    owner,
    clientId: Number(client.id),
    close: () => database.close(),
  };
}

/** Runs `fn` on an embedded database of its own in a new temporary folder, removed after. */
export async function inOwnDatabase<T>(
  prefix: string,
  fn: (bench: TBenchEngine) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const bench = await ownDatabase(dataDir);
  try {
    return await fn(bench);
  } finally {
    await bench.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the sending benchmark runs the engine with: the bench server's own database and app
 * secret (so the sealed SMTP password opens), the Acme tenant, and an SMTP sink in a child.
 */
export async function engineDeps(dataDir: string): Promise<TBenchEngine> {
  const password = (await readFile(join(dataDir, 'pg-superuser-password'), 'utf8')).trim();
  const port = Number(
    (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3],
  );
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/resonate`;
  const config = await prepareConfig(
    loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ALLOW_PRIVATE_CHANNEL_HOSTS: 'true',
    }),
  );
  const db: Kysely<DB> = createKysely<DB>({
    url,
    max: 8,
    name: 'bench-issue9',
    parseInt8: true,
    addressKey: addressKeySetting(config.appSecret),
  });
  const deps: TCommunicationDeps = { db, config, log: pino({ enabled: false }) };
  // A loaded machine may still be seeding the demo tenant when the server first answers.
  const deadline = Date.now() + 5 * 60_000;
  let client: { id: number } | undefined;
  while (!client) {
    client = await db
      .selectFrom('clients')
      .select('id')
      .where('tenant_short_code', '=', 'ACME')
      .executeTakeFirst()
      .catch(() => undefined);
    if (client) break;
    if (Date.now() > deadline) throw new Error('the demo tenant never appeared');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return { deps, owner: db, clientId: client.id, close: () => db.destroy() };
}

export type TSink = { port: number; count(): Promise<number>; stop(): Promise<void> };

export async function startSink(): Promise<TSink> {
  const child: ChildProcess = fork(new URL('./smtp-sink.ts', import.meta.url).pathname, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<Record<string, number>>((resolve) =>
      child.once('message', (m) => resolve(m as Record<string, number>)),
    );
  const { port } = await next();
  return {
    port: port!,
    async count() {
      const reply = next();
      child.send('count');
      return (await reply).count!;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

/** Points the client's SMTP settings at the sink (written as the settings page would). */
export async function useSink(deps: TCommunicationDeps, clientId: number, port: number) {
  await withTenant(deps.db, { clientId }, (trx) =>
    saveSmtpSettings(trx, clientId, {
      mode: 'dedicated',
      host: '127.0.0.1',
      port,
      security: 'none',
      username: '',
      password_sealed: smtpSecretBox(deps.config.appSecret).seal(
        'unused',
        smtpSecretContext(clientId, 'password'),
      ),
      volume: 10_000_000,
      configured: true,
      throttle_per_second: 0,
      throttle_per_minute: 0,
      throttle_per_hour: 0,
    }),
  );
  await useVerifiedDomain(deps, clientId);
}

/**
 * Campaign email is sent as a verified sending domain and DKIM-signed with its key (issue 22):
 * the bench's client gets one, so the run measures signing too.
 */
async function useVerifiedDomain(deps: TCommunicationDeps, clientId: number) {
  const keys = generateDkimKeyPair();
  await withTenant(deps.db, { clientId }, (trx) =>
    trx
      .insertInto('smtp_domains')
      .values({
        client_id: clientId,
        domain_name: 'bench.test',
        from_mail: 'news@bench.test',
        bounce_mail: 'bounces@bench.test',
        description: 'bench',
        dkim_public_key: keys.publicKey,
        dkim_private_key_sealed: smtpSecretBox(deps.config.appSecret).seal(
          keys.privateKeyPem,
          smtpSecretContext(clientId, 'dkim:bench.test'),
        ),
        verified_at: new Date(),
        dns_status: { dkim: 'verified', spf: 'verified' },
      })
      .onConflict((oc) => oc.columns(['client_id', 'domain_name']).doNothing())
      .execute(),
  );
}

/** `count` contacts with emails in a new target list; returns the list id. */
export async function seedAudience(db: Kysely<DB>, clientId: number, count: number, tag: string) {
  await sql`insert into contacts (client_id, email, first_name, last_name)
    select ${clientId}, ${tag} || '-' || i || '@bench.test', 'Person ' || i, 'Bench'
      from generate_series(1, ${count}::int) as i`.execute(db);
  const list = await db
    .insertInto('audience_lists')
    .values({
      client_id: clientId,
      name: `Bench ${tag}`,
      kind: 'target',
      source: 'manual',
      member_count: count,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into audience_list_members (client_id, list_id, contact_id)
    select client_id, ${list.id}, id from contacts
     where client_id = ${clientId} and email like ${`${tag}-%@bench.test`}`.execute(db);
  await sql`analyze contacts`.execute(db);
  await sql`analyze audience_list_members`.execute(db);
  return Number(list.id);
}
