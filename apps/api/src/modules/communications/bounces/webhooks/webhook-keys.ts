import { createPublicKey } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TBounceWebhookKeys } from '@resonate/contracts/campaigns/bounces';
import { createSecretBox } from '#/crypto/secret-box.ts';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';

/** The keys that verify a client's SendGrid and Mailgun webhooks (Mailgun's is a secret, sealed). */
const box = (appSecret: string) => createSecretBox(appSecret, 'bounce-webhook-keys');
const context = (clientId: number) => `bounce_webhook_keys:${clientId}`;

export async function loadWebhookKeys(
  db: Kysely<DB>,
  appSecret: string,
  clientId: number,
): Promise<{ sendGridPublicKey?: string; mailgunSigningKey?: string }> {
  const row = await withTenant(db, { clientId }, (trx) =>
    trx.selectFrom('bounce_webhook_keys').selectAll().executeTakeFirst(),
  );
  return {
    ...(row?.send_grid_public_key ? { sendGridPublicKey: row.send_grid_public_key } : {}),
    ...(row?.mailgun_signing_key_sealed
      ? {
          mailgunSigningKey: box(appSecret).open(row.mailgun_signing_key_sealed, context(clientId)),
        }
      : {}),
  };
}

/** Whether a pasted SendGrid verification key is an EC public key, as verifySendGrid needs. */
export function isSendGridKey(publicKey: string): boolean {
  try {
    const key = createPublicKey({
      key: Buffer.from(publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    return key.asymmetricKeyType === 'ec';
  } catch {
    return false;
  }
}

/** Sets the keys given; a key left out stays as it was, an empty one is removed. */
export async function saveWebhookKeys(
  db: Kysely<DB>,
  appSecret: string,
  clientId: number,
  keys: TBounceWebhookKeys,
): Promise<void> {
  const values = {
    ...(keys.sendGridPublicKey !== undefined
      ? { send_grid_public_key: keys.sendGridPublicKey.trim() || null }
      : {}),
    ...(keys.mailgunSigningKey !== undefined
      ? {
          mailgun_signing_key_sealed: keys.mailgunSigningKey.trim()
            ? box(appSecret).seal(keys.mailgunSigningKey.trim(), context(clientId))
            : null,
        }
      : {}),
  };
  await withTenant(db, { clientId }, (trx) =>
    trx
      .insertInto('bounce_webhook_keys')
      .values({ client_id: clientId, ...values })
      .onConflict((conflict) =>
        conflict.column('client_id').doUpdateSet({ ...values, updated_at: new Date() }),
      )
      .execute(),
  );
}
