import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is making the changes of the work under way, for the audit log (issue 28, item 5). The
 * request's preHandler runs its handler inside runAsAuditActor (plugins/audit-actor.ts), and
 * withTenant()/withTenantClient() copy it into the transaction's `app.audit_actor` setting
 * (LOCAL, like the tenant), where the audit triggers read it. Work outside a request (jobs,
 * start-up) has none: the triggers then record the system as the actor.
 */
export type TAuditActor = {
  type: 'user' | 'api_key' | 'visitor';
  /** The user's or the API key's id; none for a visitor (sign-up, a password reset link). */
  id?: number;
  /** The department the session works in (0: none in particular). */
  department?: number;
  ip: string;
  request: string;
};

const storage = new AsyncLocalStorage<TAuditActor>();

export function runAsAuditActor<T>(actor: TAuditActor, fn: () => T): T {
  return storage.run(actor, fn);
}

/** The value of `app.audit_actor` for this transaction: '' when no request is behind it. */
export function auditActorSetting(): string {
  const actor = storage.getStore();
  return actor ? JSON.stringify(actor) : '';
}
