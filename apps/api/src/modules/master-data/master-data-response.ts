import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { TLegalInfo } from '@resonate/contracts/legal';
import { ZMasterDataResponseSchema } from '@resonate/contracts/master-data';
import { getMasterData } from '#/modules/master-data/get-master-data.ts';

export type TPreparedResponse = { etag: string; json: string; gzip: Buffer };

let prepared: { data: unknown; legal: TLegalInfo; response: TPreparedResponse } | undefined;

/**
 * GetMasterData's answer, validated against its schema, serialised and gzipped once per build of
 * the data (hourly) instead of once per request: it is ~60 KB of JSON that every visitor loads.
 * It carries the operator's privacy and terms links too (configuration, fixed per process).
 */
export function masterDataResponse(legal: TLegalInfo): TPreparedResponse {
  const data = getMasterData();
  if (prepared?.data === data && prepared.legal === legal) return prepared.response;
  const envelope = ZMasterDataResponseSchema.parse({
    status: true,
    message: 'Master data',
    data: { ...data, legal },
  });
  const json = JSON.stringify(envelope);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  prepared = { data, legal, response: { etag, json, gzip: gzipSync(json, { level: 9 }) } };
  return prepared.response;
}

/**
 * Sends a prepared answer: 304 for a matching ETag, gzip when accepted, else the JSON text. A
 * plain FastifyReply, because these are bytes already checked against the route's schema.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: TPreparedResponse,
  maxAgeSeconds: number,
) {
  reply
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('etag', prepared.etag)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === prepared.etag) return reply.code(304).send();
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(prepared.gzip);
  }
  return reply.send(prepared.json);
}
