import { hashAddress } from '#/crypto/address-hash.ts';
import { TEST_APP_SECRET } from './test-cluster.ts';

/** What the test apps store for a suppressed address (their APP_SECRET's keyed hash). */
export function suppressionHash(address: string): Buffer {
  return hashAddress(TEST_APP_SECRET, address);
}
