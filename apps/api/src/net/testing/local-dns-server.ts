import { createSocket, type RemoteInfo } from 'node:dgram';

/** TXT values by name (lower case, no trailing dot); read at every query, so tests may change it. */
export type TTxtRecords = () => Record<string, string[]>;

export type TLocalDnsServer = {
  /** `127.0.0.1:<port>`, as DNS_SERVERS and Resolver.setServers take it. */
  address: string;
  close: () => Promise<void>;
};

const TYPE_TXT = 16;
const CLASS_IN = 1;

/** The question's name and where the question ends (after QTYPE and QCLASS), or undefined. */
function readQuestion(query: Buffer): { name: string; type: number; end: number } | undefined {
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length) {
    const length = query[offset] ?? 0;
    if (length === 0) {
      if (offset + 5 > query.length) return undefined;
      return {
        name: labels.join('.').toLowerCase(),
        type: query.readUInt16BE(offset + 1),
        end: offset + 5,
      };
    }
    if (length > 63) return undefined; // no compression in a question
    labels.push(query.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  return undefined;
}

/** One TXT answer: a pointer to the question's name, then the value in 255-byte strings. */
function txtAnswer(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at === 0 || at < bytes.length; at += 255) {
    const chunk = bytes.subarray(at, at + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
  }
  const rdata = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0);
  head.writeUInt16BE(TYPE_TXT, 2);
  head.writeUInt16BE(CLASS_IN, 4);
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

function answer(query: Buffer, records: TTxtRecords): Buffer | undefined {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return undefined;
  const question = readQuestion(query);
  if (!question) return undefined;
  const values = question.type === TYPE_TXT ? records()[question.name] : undefined;
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // QR, the query's RD, RA; NXDOMAIN when nothing is published at the name.
  header.writeUInt16BE(0x8080 | (query.readUInt16BE(2) & 0x0100) | (values ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values?.length ?? 0, 6);
  return Buffer.concat([
    header,
    query.subarray(12, question.end),
    ...(values ?? []).map(txtAnswer),
  ]);
}

/**
 * A DNS server on 127.0.0.1 (UDP) that answers TXT questions from `records` and NXDOMAIN to the
 * rest: the E2E suite's stand-in for the internet's DNS, so a domain can be proven offline.
 */
export async function startLocalDnsServer(records: TTxtRecords): Promise<TLocalDnsServer> {
  const socket = createSocket('udp4');
  socket.on('message', (query: Buffer, peer: RemoteInfo) => {
    const reply = answer(query, records);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
