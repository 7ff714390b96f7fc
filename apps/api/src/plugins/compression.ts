import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';

/** Below this a compressed body saves less than it costs (and fits one TCP packet anyway). */
const MIN_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\b/;
/** Brotli's fast setting: within a few percent of quality 11 on JSON, at gzip's speed. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type TEncoding = 'br' | 'gzip';

/** The best encoding the client accepts (q > 0), Brotli first; none for identity only. */
export function acceptedEncoding(header: string | undefined): TEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Compresses API JSON answers of 1 KB or more, Brotli or gzip as the client accepts. Only
 * whole bodies: streamed downloads keep their length (and the browser its progress bar), and
 * an answer that already has a Content-Encoding is left alone. The SPA's assets are compressed
 * once at build time (apps/web/build/precompress.ts), not per request. Request bodies are never
 * inflated, so a small gzip bomb has no way in.
 *
 * Why not @fastify/compress: it compresses every stream whose type mime-db calls compressible
 * (CSV exports, the SPA's small files) whatever its options say, and inflates request bodies
 * unless told not to; this hook is all we need of it.
 */
export default fp(
  async function compression(app) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);
      reply.header('content-encoding', encoding).header('content-length', body.length);
      return body;
    });
  },
  { name: 'compression' },
);
