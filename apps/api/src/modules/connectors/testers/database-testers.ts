import { connect as tcpConnect } from 'node:net';
import { isIP } from 'node:net';
import pg from 'pg';
import { describeOutboundFailure } from '#/http/guarded-request.ts';
import { resolvePublicAddress } from '#/http/outbound-guard.ts';
import {
  CONNECTOR_TIMEOUT_MS,
  ConnectorTestFailure,
  text,
  type TConnectorInput,
} from './connector-test-failure.ts';

/** The address to connect to, refused (as a test failure) when the guard refuses the host. */
async function checkedAddress(input: TConnectorInput): Promise<string> {
  try {
    return (await resolvePublicAddress(text(input, 'host'), input.policy)).address;
  } catch (error) {
    throw new ConnectorTestFailure(describeOutboundFailure(error, CONNECTOR_TIMEOUT_MS));
  }
}

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

const CLIENT_SSL = 0x800;

/**
 * MySQL: connects to the checked address and reads the server's greeting (protocol 10), which
 * names its version and whether it offers TLS. Signing in needs a MySQL client library the API
 * does not ship yet, so the answer says that the credentials were not checked.
 */
export async function testMySql(input: TConnectorInput): Promise<string> {
  const address = await checkedAddress(input);
  const greeting = await new Promise<Buffer>((resolve, reject) => {
    const socket = tcpConnect({ host: address, port: Number(input.values.port) });
    socket.setTimeout(CONNECTOR_TIMEOUT_MS, () =>
      socket.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
    );
    let data = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const length = data.length >= 4 ? data.readUIntLE(0, 3) : Infinity;
      if (data.length >= 4 + length) {
        socket.end();
        resolve(data.subarray(4, 4 + length));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('The server closed the connection')));
  }).catch((error: unknown) => {
    throw new ConnectorTestFailure(describeOutboundFailure(error, CONNECTOR_TIMEOUT_MS));
  });
  if (greeting[0] === 0xff) {
    const message = greeting
      .subarray(3)
      .toString('utf8')
      .replace(/^#\w{5}/, '');
    throw new ConnectorTestFailure(`MySQL: ${message}`);
  }
  if (greeting[0] !== 10) throw new ConnectorTestFailure('The server did not greet as MySQL');
  const versionEnd = greeting.indexOf(0, 1);
  const version = greeting.subarray(1, versionEnd).toString('utf8');
  // After the version: connection id (4), scramble part 1 (8), filler (1), capabilities (2).
  const capabilities = greeting.readUInt16LE(versionEnd + 1 + 4 + 8 + 1);
  if (input.values.tls && !(capabilities & CLIENT_SSL)) {
    throw new ConnectorTestFailure(`MySQL ${version} does not offer TLS`);
  }
  return `Reached MySQL ${version}; the user name and password are checked when data is first read`;
}
