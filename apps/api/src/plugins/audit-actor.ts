import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runAsAuditActor, type TAuditActor } from '#/db/audit-actor.ts';

/** The request's actor: its session's user, its API key, or an anonymous visitor. */
function actorOf(request: FastifyRequest): TAuditActor {
  const where = { ip: request.ip, request: String(request.id) };
  if (request.auth) {
    return {
      type: 'user',
      id: request.auth.userId,
      department: request.auth.departmentId,
      ...where,
    };
  }
  if (request.apiKey) return { type: 'api_key', id: request.apiKey.apiKeyId, ...where };
  return { type: 'visitor', ...where };
}

/**
 * The audit log's actor (db/audit-actor.ts): each handler runs as its request's user, API key or
 * visitor, so every tenant transaction it opens tells the audit triggers who, from where. A
 * preHandler, not onRequest: the session is known by then, and the handler is called from it,
 * inside the context (the body's stream events would not carry one set earlier).
 */
export default fp(
  async function auditActor(app) {
    app.addHook('preHandler', (request, _reply, done) => {
      runAsAuditActor(actorOf(request), done);
    });
  },
  { name: 'audit-actor', dependencies: ['auth', 'api-key'] },
);
