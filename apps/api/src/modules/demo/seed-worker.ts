import { parentPort, workerData } from 'node:worker_threads';
import { addressKeySetting } from '#/crypto/address-hash.ts';
import { createUntypedKysely } from '#/db/pool.ts';
import { seedDemoTenant } from './seed-demo.ts';
import type { TSeedLogLine } from './seed-in-worker.ts';

/**
 * The first start's demo seeding, in a worker thread of its own (see seed-in-worker.ts): its
 * own owner connection, its log lines handed to the parent's logger.
 */
const { ownerUrl, appSecret } = workerData as { ownerUrl: string; appSecret: string };
// With the suppressions' hash key, like every pool of the app (crypto/address-hash.ts).
const db = createUntypedKysely({
  url: ownerUrl,
  max: 2,
  name: 'resonate-seed',
  addressKey: addressKeySetting(appSecret),
});
const log = {
  info(fields: object, message?: string) {
    parentPort!.postMessage({ fields, message: message ?? '' } satisfies TSeedLogLine);
  },
};
try {
  await seedDemoTenant(db, log, { audience: true, sending: { appSecret } });
} finally {
  await db.destroy();
}
