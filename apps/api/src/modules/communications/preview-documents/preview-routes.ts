import type { FastifyPluginAsync } from 'fastify';
import { findPreviewDocument, PREVIEW_PATH } from './preview-documents.ts';

/**
 * The policy of a rendered email: its inline styles and remote images as a mail client shows
 * them, no script, no form, no plugin (`sandbox` also makes it a unique origin), framed only by
 * the app itself.
 */
const PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline' https: http:",
  'img-src https: http: data:',
  'font-src https: http: data:',
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

const ID = /^[0-9a-f]{32}$/;

/** GET /preview/<id>: a preview stored by storePreviewDocument, for the app's iframes. */
const previewRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>(
    `${PREVIEW_PATH}:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const html = ID.test(request.params.id)
        ? await findPreviewDocument(app.db, request.params.id)
        : undefined;
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', PREVIEW_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('referrer-policy', 'no-referrer');
      if (html === undefined) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('This preview has expired. Refresh the preview.');
      }
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};

export default previewRoutes;
