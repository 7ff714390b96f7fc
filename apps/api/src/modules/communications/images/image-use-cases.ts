import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  TEMPLATE_BUILDER_MSG,
  TEMPLATE_IMAGE_MAX_BYTES,
  type TTemplateImage,
  type TTemplateImageType,
} from '@resonate/contracts/campaigns/template-builder';
import type { DB } from '#/db/schema.ts';
import type { TemplateImagesTable } from '#/db/schema/template-images.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertStorageFor } from '#/modules/storage/index.ts';
import { sniffPictureType } from '#/modules/profile/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import {
  imageFile,
  imageUrl,
  PUBLIC_ID_PATTERN,
  removeImageFile,
  writeImageFile,
} from './image-files.ts';
import { imageSizeOf } from './image-size.ts';

type TImageRow = Selectable<TemplateImagesTable>;

const FILE_NAME_MAX = 255;

function toImage(row: TImageRow, publicUrl: string): TTemplateImage {
  return {
    imageId: Number(row.id),
    url: imageUrl(publicUrl, row.public_id, row.content_type),
    fileName: row.file_name,
    contentType: row.content_type,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    createdAt: row.created_at.toISOString(),
  };
}

/** The name as the user knows it (for the library), without path parts or control characters. */
function displayName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, FILE_NAME_MAX);
}

/**
 * POST Communication/UploadTemplateImage: the type comes from the bytes (PNG, JPEG, GIF, WebP),
 * never from the name or the browser's claim; the size limit is the spec's 500kb, inclusive.
 * The row is written in the same transaction as the file, so a failed write leaves neither.
 * Images count against the client's upload storage quota: past it, 413 and nothing written.
 */
export async function uploadTemplateImage(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  upload: { bytes: Buffer; fileName?: string },
): Promise<TTemplateImage> {
  if (upload.bytes.length > TEMPLATE_IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', TEMPLATE_BUILDER_MSG.imageTooLarge);
  }
  if (upload.bytes.length === 0) {
    throw new AppError('BAD_REQUEST', TEMPLATE_BUILDER_MSG.imageMissing);
  }
  const contentType = sniffPictureType(upload.bytes) as TTemplateImageType | undefined;
  if (!contentType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEMPLATE_BUILDER_MSG.imageWrongType);
  }
  const size = imageSizeOf(contentType, upload.bytes);
  const publicId = randomBytes(16).toString('hex');
  const file = imageFile(deps.config.dataDir, auth.clientId, publicId, contentType);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await assertStorageFor(trx, deps.config.uploadQuotaBytes, auth.clientId, upload.bytes.length);
    const inserted = await trx
      .insertInto('template_images')
      .values({
        client_id: auth.clientId,
        public_id: publicId,
        file_name: displayName(upload.fileName),
        content_type: contentType,
        bytes: upload.bytes.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        created_by: auth.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeImageFile(file, upload.bytes);
    return inserted;
  });
  return toImage(row, deps.config.publicUrl);
}

/** POST Communication/GetTemplateImages: the client's library, newest first. */
export async function getTemplateImages(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  request: { pageNo: number; pageSize: number },
): Promise<{ images: TTemplateImage[]; total: number }> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const base = trx.selectFrom('template_images').where('client_id', '=', auth.clientId);
    const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(request.pageSize)
      .offset((request.pageNo - 1) * request.pageSize)
      .execute();
    return {
      images: rows.map((row) => toImage(row, deps.config.publicUrl)),
      total: Number(total.n),
    };
  });
}

/**
 * POST Communication/DeleteTemplateImage: gone from the library and no longer served. Emails
 * already sent that show it lose the image: the library says so before deleting (web).
 */
export async function deleteTemplateImage(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  imageId: number,
): Promise<void> {
  await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await trx
      .deleteFrom('template_images')
      .where('client_id', '=', auth.clientId)
      .where('id', '=', imageId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', TEMPLATE_BUILDER_MSG.imageNotFound);
    await removeImageFile(
      imageFile(deps.config.dataDir, auth.clientId, row.public_id, row.content_type),
    );
  });
}

/** The file behind a public address, or undefined: only the public id is known (no session). */
export async function findPublicImage(
  db: Kysely<DB>,
  dataDir: string,
  publicId: string,
): Promise<{ file: string; contentType: TTemplateImageType } | undefined> {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return undefined;
  const { rows } = await sql<{ client_id: number; content_type: TTemplateImageType }>`
    select client_id, content_type from template_image_find(${publicId})`.execute(db);
  const found = rows[0];
  if (!found) return undefined;
  return {
    file: imageFile(dataDir, Number(found.client_id), publicId, found.content_type),
    contentType: found.content_type,
  };
}
