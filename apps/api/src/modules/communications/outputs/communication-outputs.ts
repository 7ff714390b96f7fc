import type { FastifyInstance } from 'fastify';
import { CHANNEL_IDS_BY_NAME as C } from '@resonate/contracts/campaigns/content';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import {
  OUTPUT_MSG,
  type TDirectMailKind,
  type TDirectMailRun,
  type TQrFormat,
} from '@resonate/contracts/campaigns/outputs';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { trackingSigner, trackingUrl } from '../tracking/tracking-token.ts';
import { directMailRuns, runDirOf } from './direct-mail-runs.ts';
import { issueOutputToken, readOutputToken, type TOutputClaims } from './download-token.ts';
import { findOutputCommunication } from './output-communication.ts';
import { qrImage } from './qr-image.ts';

type TDeps = Pick<FastifyInstance, 'db' | 'config'>;
type TScope = Pick<TAuthContext, 'clientId' | 'departmentId'>;
/** Who asks for a link: the company, and the user's own client (its whitelist guards the link). */
type TAsker = TScope & Pick<TAuthContext, 'userClientId'>;

export const QR_DOWNLOAD_PATH = '/api/Communication/DownloadQrCode';
export const DIRECT_MAIL_DOWNLOAD_PATH = '/api/Communication/DownloadDirectMail';

/** Before launch there is no scan link to print: scans of a draft would count for nothing. */
const NOT_LAUNCHED: readonly number[] = [STATUS.draft, STATUS.pending_approval, STATUS.rejected];

/** The signed scan link a QR code communication's image encodes (scans count as its clicks). */
async function scanLinkOf(deps: TDeps, scope: TScope, communicationId: number): Promise<string> {
  const row = await findOutputCommunication(
    deps.db,
    scope,
    communicationId,
    C.qrCode,
    OUTPUT_MSG.notQr,
  );
  if (NOT_LAUNCHED.includes(row.status)) throw new AppError('CONFLICT', OUTPUT_MSG.qrNotLaunched);
  const url = typeof row.content.url === 'string' ? row.content.url.trim() : '';
  if (!url) throw new AppError('CONFLICT', OUTPUT_MSG.qrNoUrl);
  return trackingUrl(deps.config.publicUrl, trackingSigner(deps.config.appSecret), {
    kind: 'scan',
    clientId: scope.clientId,
    communicationId,
    url,
  });
}

/** POST Communication/DownloadQrCode: checks now, answers a one-minute link to the image. */
export async function qrCodeLink(
  deps: TDeps,
  auth: TAsker,
  body: { communicationId: number; format: TQrFormat; size: number },
): Promise<{ url: string }> {
  await scanLinkOf(deps, auth, body.communicationId);
  const token = issueOutputToken(deps.config.appSecret, {
    kind: 'qr',
    clientId: auth.clientId,
    userClientId: auth.userClientId,
    communicationId: body.communicationId,
    format: body.format,
    size: body.size,
  });
  return { url: `${QR_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}` };
}

/** The claims of a download link; 401 when forged or expired. */
export function outputClaimsOf(appSecret: string, token: string | undefined): TOutputClaims {
  const claims = token ? readOutputToken(appSecret, token) : undefined;
  if (!claims) throw new AppError('UNAUTHORIZED', OUTPUT_MSG.downloadExpired);
  return claims;
}

/** GET of the link: the image, made from the communication as it is now. */
export async function qrCodeImage(deps: TDeps, claims: TOutputClaims & { kind: 'qr' }) {
  const scope = { clientId: claims.clientId, departmentId: 0 };
  const link = await scanLinkOf(deps, scope, claims.communicationId);
  return qrImage(link, claims.format, claims.size);
}

/** POST Communication/GetDirectMailFiles. */
export async function getDirectMailFiles(
  deps: TDeps,
  auth: TScope,
  body: { communicationId: number },
): Promise<TDirectMailRun[]> {
  await findOutputCommunication(
    deps.db,
    auth,
    body.communicationId,
    C.directMail,
    OUTPUT_MSG.notDirectMail,
  );
  return directMailRuns(deps.config.dataDir, auth.clientId, body.communicationId);
}

async function runDir(deps: TDeps, scope: TScope, communicationId: number, run: number) {
  await findOutputCommunication(
    deps.db,
    scope,
    communicationId,
    C.directMail,
    OUTPUT_MSG.notDirectMail,
  );
  const dir = await runDirOf(deps.config.dataDir, scope.clientId, communicationId, run);
  if (!dir) throw new AppError('NOT_FOUND', OUTPUT_MSG.runNotFound);
  return dir;
}

/** POST Communication/DownloadDirectMail: checks now, answers a one-minute link to the file. */
export async function directMailLink(
  deps: TDeps,
  auth: TAsker,
  body: { communicationId: number; run: number; kind: TDirectMailKind },
): Promise<{ url: string }> {
  await runDir(deps, auth, body.communicationId, body.run);
  const token = issueOutputToken(deps.config.appSecret, {
    kind: 'directMail',
    clientId: auth.clientId,
    userClientId: auth.userClientId,
    communicationId: body.communicationId,
    run: body.run,
    file: body.kind,
  });
  return { url: `${DIRECT_MAIL_DOWNLOAD_PATH}?token=${encodeURIComponent(token)}` };
}

/** GET of the link: the run's folder, checked again (the communication may be gone since). */
export function directMailDir(deps: TDeps, claims: TOutputClaims & { kind: 'directMail' }) {
  return runDir(
    deps,
    { clientId: claims.clientId, departmentId: 0 },
    claims.communicationId,
    claims.run,
  );
}
