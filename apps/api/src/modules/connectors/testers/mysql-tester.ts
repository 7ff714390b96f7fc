import { connect as tcpConnect, isIP } from 'node:net';
import mysql, { type Connection } from 'mysql2/promise';
import { describeOutboundFailure } from '#/http/guarded-request.ts';
import { checkedAddress } from './checked-address.ts';
import {
  CONNECTOR_TIMEOUT_MS,
  ConnectorTestFailure,
  text,
  type TConnectorInput,
} from './connector-test-failure.ts';

const ER_ACCESS_DENIED = 1045;

/**
 * MySQL (and MariaDB): signs in with mysql2 and runs `select 1`. The socket goes to the address
 * the outbound guard checked (a DNS answer cannot change in between), while TLS verifies the
 * certificate against the host name typed. Server errors are MySQL's own words; a wrong user
 * name or password is said plainly.
 */
export async function testMySql(input: TConnectorInput): Promise<string> {
  const host = text(input, 'host');
  const port = Number(input.values.port);
  const address = await checkedAddress(input);
  let connection: Connection | undefined;
  try {
    connection = await mysql.createConnection({
      host,
      port,
      stream: () => tcpConnect({ host: address, port }),
      user: text(input, 'user'),
      password: input.secrets.password ?? '',
      database: text(input, 'database'),
      connectTimeout: CONNECTOR_TIMEOUT_MS,
      // An IP typed: the certificate is checked against the CA only (it names no IP usually).
      ssl: input.values.tls ? { verifyIdentity: !isIP(host) } : undefined,
    });
    const [rows] = await connection.query<mysql.RowDataPacket[]>({
      sql: 'select 1 as one, version() as version',
      timeout: CONNECTOR_TIMEOUT_MS,
    });
    const row = rows[0];
    return `Connected: select 1 returned ${row?.one ?? '?'} (MySQL ${row?.version ?? ''})`.trim();
  } catch (error) {
    throw new ConnectorTestFailure(mySqlFailure(error));
  } finally {
    connection?.destroy();
  }
}

function mySqlFailure(error: unknown): string {
  const e = error as { code?: string; errno?: number; sqlState?: string; message?: string };
  if (e.errno === ER_ACCESS_DENIED) {
    return `MySQL refused the sign-in: the user name or password is wrong (${e.message ?? ''})`;
  }
  if (e.sqlState && e.message) return `MySQL: ${e.message}`;
  if (e.code === 'ETIMEDOUT' || e.code === 'PROTOCOL_SEQUENCE_TIMEOUT') {
    return `No answer within ${CONNECTOR_TIMEOUT_MS / 1000} seconds`;
  }
  if (e.code === 'HANDSHAKE_NO_SSL_SUPPORT') return 'The MySQL server does not offer TLS';
  if (/SSL|TLS|certificate/i.test(e.message ?? '')) {
    return `Secure connection failed: ${e.message ?? ''}`;
  }
  if (e.code === 'PROTOCOL_CONNECTION_LOST') return 'The server closed the connection';
  return describeOutboundFailure(error, CONNECTOR_TIMEOUT_MS);
}
