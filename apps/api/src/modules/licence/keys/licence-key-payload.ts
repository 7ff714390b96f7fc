import { CHANNEL_IDS } from '@resonate/contracts/channels';

/**
 * What a licence key says, and its 32-byte binary form (big-endian), which is what gets signed:
 *
 *   0      format version (1)
 *   1-10   key id (10 random bytes)
 *   11     licence type id
 *   12-13  seats
 *   14-18  enabled channels: bit (id - 1) of a 40-bit mask, channel ids 1..40
 *   19     flags: 1 agency key, 2 fixed end date
 *   20-23  validity: days (counted from activation) or, with flag 2, the end date (Unix seconds)
 *   24-27  issued at (Unix seconds)
 *   28-31  redeem by (Unix seconds): the key cannot be applied after this
 *
 * Binary rather than JSON keeps a key at 154 characters, short enough to read out.
 */
export const LICENCE_KEY_VERSION = 1;
export const LICENCE_PAYLOAD_BYTES = 32;
const KEY_ID_BYTES = 10;
const CHANNEL_BITS = 40;

export type TLicenceKeyPayload = {
  /** 10 random bytes, hex. */
  keyId: string;
  licenceTypeId: number;
  seats: number;
  channelIds: number[];
  isAgency: boolean;
  validity: { days: number } | { until: Date };
  issuedAt: Date;
  redeemBy: Date;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function encodeLicencePayload(payload: TLicenceKeyPayload): Buffer {
  const bytes = Buffer.alloc(LICENCE_PAYLOAD_BYTES);
  const keyId = Buffer.from(payload.keyId, 'hex');
  if (keyId.length !== KEY_ID_BYTES) throw new Error('licence key id must be 10 bytes of hex');
  bytes.writeUInt8(LICENCE_KEY_VERSION, 0);
  keyId.copy(bytes, 1);
  bytes.writeUInt8(payload.licenceTypeId, 11);
  bytes.writeUInt16BE(payload.seats, 12);
  let mask = 0n;
  for (const id of payload.channelIds) {
    if (!CHANNEL_IDS.includes(id) || id > CHANNEL_BITS) throw new Error(`unknown channel ${id}`);
    mask |= 1n << BigInt(id - 1);
  }
  bytes.writeUIntBE(Number(mask), 14, 5);
  const fixedEnd = 'until' in payload.validity;
  bytes.writeUInt8((payload.isAgency ? 1 : 0) | (fixedEnd ? 2 : 0), 19);
  bytes.writeUInt32BE(
    'until' in payload.validity ? seconds(payload.validity.until) : payload.validity.days,
    20,
  );
  bytes.writeUInt32BE(seconds(payload.issuedAt), 24);
  bytes.writeUInt32BE(seconds(payload.redeemBy), 28);
  return bytes;
}

/** The payload of signed bytes, or undefined for a version or a channel this server lacks. */
export function decodeLicencePayload(bytes: Uint8Array): TLicenceKeyPayload | undefined {
  const buffer = Buffer.from(bytes);
  if (buffer.length !== LICENCE_PAYLOAD_BYTES || buffer.readUInt8(0) !== LICENCE_KEY_VERSION) {
    return undefined;
  }
  const mask = BigInt(buffer.readUIntBE(14, 5));
  const channelIds: number[] = [];
  for (let bit = 0; bit < CHANNEL_BITS; bit++) {
    if ((mask >> BigInt(bit)) & 1n) channelIds.push(bit + 1);
  }
  if (channelIds.some((id) => !CHANNEL_IDS.includes(id))) return undefined;
  const flags = buffer.readUInt8(19);
  const validity = buffer.readUInt32BE(20);
  return {
    keyId: buffer.subarray(1, 11).toString('hex'),
    licenceTypeId: buffer.readUInt8(11),
    seats: buffer.readUInt16BE(12),
    channelIds,
    isAgency: (flags & 1) === 1,
    validity: (flags & 2) === 2 ? { until: new Date(validity * 1000) } : { days: validity },
    issuedAt: new Date(buffer.readUInt32BE(24) * 1000),
    redeemBy: new Date(buffer.readUInt32BE(28) * 1000),
  };
}
