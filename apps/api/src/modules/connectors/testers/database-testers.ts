import { isIP } from 'node:net';
import pg from 'pg';
import { describeOutboundFailure } from '#/http/guarded-request.ts';
import { checkedAddress } from './checked-address.ts';
import {
  CONNECTOR_TIMEOUT_MS,
  ConnectorTestFailure,
  text,
  type TConnectorInput,
} from './connector-test-failure.ts';

/**
 * PostgreSQL: signs in and runs `select 1` on the address the guard checked, with TLS (the
 * certificate verified against the host name typed) when asked. Server errors (a wrong
 * password, an unknown database) are PostgreSQL's own words.
 */
export async function testPostgres(input: TConnectorInput): Promise<string> {
  const host = text(input, 'host');
  const client = new pg.Client({
    host: await checkedAddress(input),
    port: Number(input.values.port),
    database: text(input, 'database'),
    user: text(input, 'user'),
    password: input.secrets.password ?? '',
    ssl: input.values.tls ? (isIP(host) ? {} : { servername: host }) : false,
    connectionTimeoutMillis: CONNECTOR_TIMEOUT_MS,
    query_timeout: CONNECTOR_TIMEOUT_MS,
    application_name: 'resonate-connector-test',
  });
  // A connection that fails later must not crash the process: errors are read where awaited.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const result = await client.query<{ one: number; version: string }>(
      "select 1 as one, current_setting('server_version') as version",
    );
    const row = result.rows[0];
    return `Connected: select 1 returned ${row?.one ?? '?'} (PostgreSQL ${row?.version ?? ''})`.trim();
  } catch (error) {
    const e = error as { severity?: string; message?: string };
    if (e.severity && e.message) throw new ConnectorTestFailure(`PostgreSQL: ${e.message}`);
    if (/timeout/i.test(e.message ?? '')) {
      throw new ConnectorTestFailure(`No answer within ${CONNECTOR_TIMEOUT_MS / 1000} seconds`);
    }
    if (/SSL|TLS|certificate/i.test(e.message ?? '')) {
      throw new ConnectorTestFailure(`Secure connection failed: ${e.message ?? ''}`);
    }
    throw new ConnectorTestFailure(describeOutboundFailure(error, CONNECTOR_TIMEOUT_MS));
  } finally {
    await client.end().catch(() => undefined);
  }
}
