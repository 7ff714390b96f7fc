import type { Transaction } from 'kysely';
import QRCode from 'qrcode';
import { SECOND_FACTOR_MSG, type TTotpSetup } from '@resonate/contracts/auth/second-factor';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { newTotpSecret, otpauthUrl } from './totp-code.ts';
import { lockTotp, savePendingTotp } from './totp-repository.ts';
import { totpSecretBox } from './totp-secret-box.ts';

/**
 * Starts setting up an authenticator app: a new secret, stored sealed and unconfirmed, shown as a
 * QR code (SVG, rendered here so the browser loads no QR code) and as text for typing by hand.
 */
export async function beginTotpSetup(
  appSecret: string,
  trx: Transaction<DB>,
  account: { clientId: number; userId: number; email: string },
): Promise<TTotpSetup> {
  const existing = await lockTotp(trx, account.userId);
  if (existing?.confirmed_at) throw new AppError('CONFLICT', SECOND_FACTOR_MSG.totpAlreadySet);
  const secret = newTotpSecret();
  await savePendingTotp(trx, {
    clientId: account.clientId,
    userId: account.userId,
    secretSealed: totpSecretBox(appSecret).seal(secret, account.clientId, account.userId),
  });
  const url = otpauthUrl(secret, account.email);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUrl: url,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
