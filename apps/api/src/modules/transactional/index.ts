/**
 * Front door of modules/transactional (issue 28, item 3): what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Routes: POST /api/v1/messages, GET /api/v1/messages/{id}.
export { default as transactionalRoutes } from './routes.ts';
// Retention job: deletes calls past 30 days.
export { purgeTransactionalMessages } from './purge-transactional.ts';
// Send job and follow-up job.
export { followUp, sendAccepted } from './send-accepted.ts';
// Their queues.
export {
  TRANSACTIONAL_FOLLOW_UP_QUEUE,
  TRANSACTIONAL_SEND_QUEUE,
  ZTransactionalFollowUpJobSchema,
  ZTransactionalSendJobSchema,
  ensureTransactionalQueues,
} from './transactional-queue.ts';
export type { TTransactionalFollowUpJob, TTransactionalSendJob } from './transactional-queue.ts';
