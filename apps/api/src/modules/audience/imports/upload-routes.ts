import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_FILES,
  IMPORT_MSG,
  ZUploadImportQuerySchema,
  ZUploadImportResponseSchema,
} from '@resonate/contracts/audience/imports';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { uploadImportFiles } from './upload/upload-import-files.ts';

/**
 * The upload. Multipart is registered here, not app-wide, so only this route accepts it, with
 * the master-data limits (the ad-hoc limits are lower and checked as the bytes arrive); the
 * body is read only after requireAuth.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: IMPORT_MAX_FILE_BYTES,
      files: IMPORT_MAX_FILES,
      fields: 10,
      parts: IMPORT_MAX_FILES + 10,
    },
  });

  app.post(
    '/api/Audience/UploadImportFiles',
    {
      onRequest: app.requireAuth({ feature: FEATURE_IDS.audience }),
      schema: {
        tags: ['audience'],
        security: [{ accessToken: [] }],
        summary:
          'multipart/form-data with 1-10 CSV files (1 GiB each; for an ad-hoc list 6 files of 10 MB): detects encoding, delimiter and header, suggests a mapping',
        querystring: ZUploadImportQuerySchema,
        response: { 200: ZUploadImportResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: IMPORT_MSG.uploaded,
      data: await uploadImportFiles(app, authOf(request), request, request.query.purpose),
    }),
  );
};

export default uploadRoutes;
