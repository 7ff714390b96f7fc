import type { TDirectMailKind, TQrFormat } from '@resonate/contracts/campaigns/outputs';
import { DIRECT_MAIL_KINDS, QR_FORMATS } from '@resonate/contracts/campaigns/outputs';
import { signPayload, verifyPayload } from '#/modules/auth/index.ts';
import { deriveSecret } from '#/secrets.ts';

const PURPOSE = 'communication-output';
/** The browser opens the link at once; a leaked link is useless a minute later. */
export const OUTPUT_TOKEN_SECONDS = 60;

/** `userClientId`: the client of the user who asked (its IP whitelist applies to the download). */
type TLinkOwner = { clientId: number; userClientId?: number; communicationId: number };
export type TOutputClaims =
  | (TLinkOwner & { kind: 'qr'; format: TQrFormat; size: number })
  | (TLinkOwner & { kind: 'directMail'; run: number; file: TDirectMailKind });

const keyOf = (appSecret: string) => deriveSecret(appSecret, 'communication-output-download');
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A one-minute token naming the tenant and the file, checked when the link is opened. */
export function issueOutputToken(appSecret: string, claims: TOutputClaims): string {
  return signPayload(keyOf(appSecret), PURPOSE, claims, OUTPUT_TOKEN_SECONDS);
}

export function readOutputToken(appSecret: string, token: string): TOutputClaims | undefined {
  const claims = verifyPayload<Record<string, unknown>>(keyOf(appSecret), PURPOSE, token);
  if (!claims || !isId(claims.clientId) || !isId(claims.communicationId)) return undefined;
  const base = {
    clientId: claims.clientId,
    communicationId: claims.communicationId,
    ...(isId(claims.userClientId) ? { userClientId: claims.userClientId } : {}),
  };
  if (
    claims.kind === 'qr' &&
    QR_FORMATS.includes(claims.format as TQrFormat) &&
    isId(claims.size)
  ) {
    return { kind: 'qr', ...base, format: claims.format as TQrFormat, size: claims.size };
  }
  if (
    claims.kind === 'directMail' &&
    isId(claims.run) &&
    DIRECT_MAIL_KINDS.includes(claims.file as TDirectMailKind)
  ) {
    return { kind: 'directMail', ...base, run: claims.run, file: claims.file as TDirectMailKind };
  }
  return undefined;
}
