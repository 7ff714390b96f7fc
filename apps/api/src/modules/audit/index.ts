/** The audit log module's front door (issue 28, item 5). */
export { auditRoutes } from './routes.ts';
export { purgeAuditLog } from './purge-audit-log.ts';
