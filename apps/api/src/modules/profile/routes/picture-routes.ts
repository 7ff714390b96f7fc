import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '@resonate/contracts/constants';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { MSG } from '@resonate/contracts/messages';
import { PROFILE_MSG, ZProfilePictureResponseSchema } from '@resonate/contracts/profile';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { removeProfilePicture } from '../picture/remove-profile-picture.ts';
import { uploadProfilePicture } from '../picture/upload-profile-picture.ts';
import { security, tags } from './rate-limits.ts';

const feature = FEATURE_IDS.myProfile;

/** The one file of a multipart request, read into memory; never more than the image limit. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data');
  }
  const file = await request.file();
  if (!file) throw new AppError('BAD_REQUEST', PROFILE_MSG.pictureMissing);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MSG.imageTooLarge);
    }
    throw error;
  }
}

/**
 * The profile picture. Multipart is registered here, not app-wide, so only this route accepts
 * it, with the spec's 500kb limit and one file; the body is read only after requireAuth.
 */
const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });

  app.post(
    '/api/ProfilePictureUpload',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary:
          'multipart/form-data with one file: PNG, JPEG, WebP or GIF by content, under 500kb',
        response: { 200: ZProfilePictureResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: PROFILE_MSG.pictureSaved,
      data: await uploadProfilePicture(app, authOf(request), await readPicture(request)),
    }),
  );

  app.post(
    '/api/ProfilePictureRemove',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'Removes the profile picture',
        response: { 200: ZProfilePictureResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: PROFILE_MSG.pictureRemoved,
      data: await removeProfilePicture(app, authOf(request)),
    }),
  );
};

export default pictureRoutes;
