import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEMPLATE_BUILDER_MSG,
  TEMPLATE_IMAGE_FIELD,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_IMAGE_TYPES,
  ZDeleteTemplateImageRequestSchema,
  ZDeleteTemplateImageResponseSchema,
  ZGetTemplateImagesRequestSchema,
  ZTemplateImagesResponseSchema,
  ZUploadTemplateImageResponseSchema,
} from '@resonate/contracts/campaigns/template-builder';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { communicationRoute } from '../communication-route.ts';
import {
  deleteTemplateImage,
  findPublicImage,
  getTemplateImages,
  uploadTemplateImage,
} from './image-use-cases.ts';

const TAG = 'communications: template images';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The one file of a multipart request, read into memory; never more than the image limit. */
async function readImage(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEMPLATE_BUILDER_MSG.imageMissing);
  }
  const file = await request.file();
  if (!file || file.fieldname !== TEMPLATE_IMAGE_FIELD) {
    throw new AppError('BAD_REQUEST', TEMPLATE_BUILDER_MSG.imageMissing);
  }
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', TEMPLATE_BUILDER_MSG.imageTooLarge);
    }
    throw error;
  }
}

const publicParams = z.object({ file: z.string().max(64) });

/**
 * The template builder's image library, and the public address emails load images from.
 * Multipart is registered here, scoped to these routes, with the 500kb limit and one file.
 */
const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });
  await app.register(multipart, {
    limits: { fileSize: TEMPLATE_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  app.post(
    '/api/Communication/UploadTemplateImage',
    {
      onRequest,
      schema: {
        tags: [TAG],
        security: [{ accessToken: [] }],
        summary: `multipart/form-data, one file in "${TEMPLATE_IMAGE_FIELD}": PNG, JPEG, GIF or WebP by content, up to 500kb`,
        response: { 200: ZUploadTemplateImageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const image = await uploadTemplateImage(app, auth, await readImage(request));
      return { status: true, message: TEMPLATE_BUILDER_MSG.imageUploaded, data: { image } };
    },
  );

  app.post(
    '/api/Communication/GetTemplateImages',
    communicationRoute(
      onRequest,
      TAG,
      "The client's uploaded images, newest first",
      ZGetTemplateImagesRequestSchema,
      ZTemplateImagesResponseSchema,
    ),
    async (request) => {
      const { images, total } = await getTemplateImages(app, authOf(request), request.body);
      return { status: true, message: 'Images', totalRows: total, data: { images } };
    },
  );

  app.post(
    '/api/Communication/DeleteTemplateImage',
    communicationRoute(
      onRequest,
      TAG,
      'Deletes an uploaded image (it is no longer served)',
      ZDeleteTemplateImageRequestSchema,
      ZDeleteTemplateImageResponseSchema,
    ),
    async (request) => {
      await deleteTemplateImage(app, authOf(request), request.body.imageId);
      return { status: true, message: TEMPLATE_BUILDER_MSG.imageDeleted, data: {} };
    },
  );

  // Public (emails are read without a session): the 128-bit random id is the only key. Long
  // cache (an id never changes content), nosniff and the stored type, never the file name's.
  app.get('/i/:file', { schema: { hide: true, params: publicParams } }, async (request, reply) => {
    const match = /^([0-9a-f]{32})\.([a-z]{3,4})$/.exec(request.params.file);
    const found = match ? await findPublicImage(app.db, app.config.dataDir, match[1]!) : undefined;
    const fileStat =
      found && TEMPLATE_IMAGE_TYPES[found.contentType] === match![2]
        ? await stat(found.file).catch(() => undefined)
        : undefined;
    if (!found || !fileStat?.isFile()) {
      throw new AppError('NOT_FOUND', TEMPLATE_BUILDER_MSG.imageNotFound);
    }
    return reply
      .header('content-type', found.contentType)
      .header('content-length', fileStat.size)
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(createReadStream(found.file));
  });
};

export default imageRoutes;
