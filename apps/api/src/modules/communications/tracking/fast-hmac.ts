import { hash } from 'node:crypto';

const BLOCK_BYTES = 64;

/**
 * HMAC-SHA256 (RFC 2104) with the padded keys computed once. Node's createHmac imports the key
 * anew on every call, which costs several times the hashing itself; tracking links are signed
 * several times per message of a send, so the sending engine's hot path signs this way.
 * Same output as createHmac('sha256', key).update(message).digest().
 */
export function hmacSha256(key: Buffer): (message: string) => Buffer {
  const block = key.length > BLOCK_BYTES ? hash('sha256', key, 'buffer') : key;
  const inner = Buffer.alloc(BLOCK_BYTES, 0x36);
  const outer = Buffer.alloc(BLOCK_BYTES, 0x5c);
  for (let i = 0; i < block.length; i += 1) {
    inner[i]! ^= block[i]!;
    outer[i]! ^= block[i]!;
  }
  return (message) => {
    const innerHash = hash('sha256', Buffer.concat([inner, Buffer.from(message)]), 'buffer');
    return hash('sha256', Buffer.concat([outer, innerHash]), 'buffer');
  };
}
