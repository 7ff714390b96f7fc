import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import type { DB } from '#/db/schema.ts';
import { signIn } from '../../../../test/auth-helpers.ts';
import { addVerifiedDomain } from '#/modules/communication-settings/testing.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';

/**
 * Shared ground for communication tests (compose, engine, tracking, lifecycle): the demo tenant
 * signed in as its admin, N contacts with emails in a target list of their own, and the
 * client's SMTP settings pointing at a local SMTP sink that records every message it accepts.
 */

export type TCaller = { accessToken: string; userId: number; clientId: number };

export type TSinkMessage = {
  from: string;
  to: string[];
  /** The raw message (headers and body) as received. */
  data: string;
  messageId: string | null;
  subject: string | null;
};

export type TSmtpSink = {
  port: number;
  received: TSinkMessage[];
  /** Resolves once at least `count` messages arrived (rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<TSinkMessage[]>;
  /** Makes the next RCPT TO of these addresses fail permanently (550), for bounce tests. */
  rejectRecipients: Set<string>;
  close(): Promise<void>;
};

/** A local SMTP server accepting any login; no TLS. */
export async function startSmtpSink(): Promise<TSmtpSink> {
  const received: TSinkMessage[] = [];
  const rejectRecipients = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    size: 50 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    onRcptTo(address, _session, callback) {
      if (rejectRecipients.has(address.address.toLowerCase())) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          messageId: /^Message-ID:\s*(.+)$/im.exec(data)?.[1]?.trim() ?? null,
          subject: /^Subject:\s*(.+)$/im.exec(data)?.[1]?.trim() ?? null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    rejectRecipients,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`SMTP sink: ${received.length} of ${count} messages arrived`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** POSTs to /api/Communication/<endpoint> as the caller. */
export function comm(
  app: FastifyInstance,
  caller: TCaller,
  endpoint: string,
  payload: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/Communication/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload,
  });
}

/** The owner connection (no RLS) typed with the schema, for setup and assertions. */
export function ownerOf(app: FastifyInstance): Kysely<DB> {
  return app.ownerDb as unknown as Kysely<DB>;
}

export type TFixtureContact = {
  contactId: number;
  passportId: string;
  email: string;
  firstName: string;
};

/**
 * Inserts `count` contacts (email `<tag>-<i>@example.test`, first name `Person <i>`) and a
 * target list holding them, set-based so thousands are quick. Returns the list and contacts.
 */
export async function seedListWithContacts(
  app: FastifyInstance,
  clientId: number,
  count: number,
  tag = `fx${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`,
): Promise<{ listId: number; contacts: TFixtureContact[] }> {
  const owner = ownerOf(app);
  const contacts = await sql<{
    id: string;
    passport_id: string;
    email: string;
    first_name: string;
  }>`
    insert into contacts (client_id, email, first_name, last_name)
    select ${clientId}, ${tag} || '-' || i || '@example.test', 'Person ' || i, 'Test'
      from generate_series(1, ${count}::int) as i
    returning id, passport_id, email, first_name`.execute(owner);
  const list = await owner
    .insertInto('audience_lists')
    .values({
      client_id: clientId,
      name: `List ${tag}`,
      kind: 'target',
      source: 'manual',
      member_count: count,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listId = Number(list.id);
  await sql`insert into audience_list_members (client_id, list_id, contact_id)
    select client_id, ${listId}, id from contacts
     where client_id = ${clientId} and email like ${`${tag}-%@example.test`}`.execute(owner);
  return {
    listId,
    contacts: contacts.rows
      .map((row) => ({
        contactId: Number(row.id),
        passportId: row.passport_id,
        email: row.email,
        firstName: row.first_name,
      }))
      .sort((a, b) => a.contactId - b.contactId),
  };
}

/**
 * Points the client's SMTP settings at the sink (through the settings API, as a user would) and
 * gives the client a verified sending domain, acme.test (campaign email is sent as it).
 */
export async function useSmtpSink(app: FastifyInstance, caller: TCaller, sink: TSmtpSink) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/CommunicationSetting/UpsertSMTPClientSetting',
    headers: { accesstoken: caller.accessToken },
    payload: {
      clientId: caller.clientId,
      mode: 'dedicated',
      host: '127.0.0.1',
      port: String(sink.port),
      security: 'none',
      username: 'mailer',
      password: 'S3cret-pass!',
      volume: 1_000_000,
    },
  });
  if (response.statusCode !== 200) throw new Error(`SMTP settings refused: ${response.body}`);
  return addVerifiedDomain(app, caller);
}

export type TCommunicationFixture = {
  t: TTestApp;
  app: FastifyInstance;
  admin: TCaller;
  clientId: number;
  listId: number;
  contacts: TFixtureContact[];
  /** Absent when created with { smtp: false }. */
  sink?: TSmtpSink;
  close(): Promise<void>;
};

export type TCommunicationFixtureOptions = {
  /** Contacts in the target list (default 3). */
  contacts?: number;
  /** Start an SMTP sink and point the client's SMTP settings at it (default true). */
  smtp?: boolean;
  /** Start pg-boss (default false). */
  queue?: boolean;
  env?: Record<string, string>;
};

/**
 * The demo tenant (SEED_DEMO) with a target list of N contacts with emails, its admin signed in,
 * and (by default) SMTP pointing at a local sink. Private hosts are allowed for channel
 * connections so loopback servers are reachable.
 */
export async function createCommunicationFixture(
  options: TCommunicationFixtureOptions = {},
): Promise<TCommunicationFixture> {
  const sink = options.smtp === false ? undefined : await startSmtpSink();
  const t = await createTestApp({
    env: { SEED_DEMO: 'true', ALLOW_PRIVATE_CHANNEL_HOSTS: 'true', ...options.env },
    queue: options.queue ?? false,
  });
  const admin = await signIn(t.app, 'admin@acme.test');
  const { listId, contacts } = await seedListWithContacts(
    t.app,
    admin.clientId,
    options.contacts ?? 3,
  );
  if (sink) await useSmtpSink(t.app, admin, sink);
  return {
    t,
    app: t.app,
    admin,
    clientId: admin.clientId,
    listId,
    contacts,
    sink,
    async close() {
      await t.close();
      await sink?.close();
    },
  };
}
