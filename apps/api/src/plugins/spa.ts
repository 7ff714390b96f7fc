import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Resonate</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p>
<p>The API is up: <a href="/api/health">/api/health</a>.</p></body></html>`;

function isSpaRequest(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  return (request.method === 'GET' || request.method === 'HEAD') && !isApi;
}

function sendIndex(reply: FastifyReply) {
  // index.html names the hashed bundles of the current build, so it must never be cached stale.
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

/**
 * Serves the Vite build (apps/web/dist). Hashed files under /assets/ are cached for a year;
 * anything else revalidates. Any other GET outside /api/ gets index.html with 200, so the SPA's
 * router shows its own page (including its 404). Unknown /api/ paths get a 404 envelope.
 * The build writes .br and .gz twins of every text file (apps/web/build/precompress.ts); the
 * one the browser accepts is sent as it is, with `Vary: accept-encoding`.
 */
export default fp(
  async function spa(app) {
    const root = app.config.webDistDir;
    const built = await access(path.join(root, 'index.html')).then(
      () => true,
      () => false,
    );
    if (!built) app.log.warn({ root }, 'web app not built; serving a placeholder page');
    if (built) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        index: 'index.html',
        cacheControl: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(root, filePath);
          reply.header('cache-control', relative.startsWith('assets') ? IMMUTABLE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      if (isSpaRequest(request)) {
        return built
          ? sendIndex(reply)
          : reply.type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
      }
      const pathname = (request.url.split('?')[0] ?? '').slice(0, 200);
      return reply
        .code(404)
        .send({ status: false, message: `No such endpoint: ${request.method} ${pathname}` });
    });
  },
  { name: 'spa', dependencies: ['config', 'security'] },
);
