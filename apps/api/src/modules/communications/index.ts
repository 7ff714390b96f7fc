/**
 * Front door (issue 23) of modules/communications: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Applies bounce and complaint reports.
export { handleBounces } from './bounces/handle-bounce.ts';
// The built-in inbound SMTP receiver of bounces.
export { startBounceReceiver } from './bounces/inbound-receiver.ts';
// Reads a bounce or complaint mail.
export { parseReport } from './bounces/parse-report.ts';
// Starts the ways bounces come in by mail.
export { startBounceIntake } from './bounces/start-bounce-intake.ts';
// The VERP token a report names.
export { takeReport } from './bounces/take-report.ts';
// VERP return paths.
export { verpSigner } from './bounces/verp.ts';
// The bulk-mail headers of a campaign email.
export { complianceHeaders, feedbackIdOf } from './channels/email-headers.ts';
// The sender of a channel's messages.
export { senderFor } from './channels/sender-for.ts';
// Complaint-rate job: alerts on a high complaint rate.
export { raiseComplaintRateAlert } from './deliverability/complaint-rate-alert.ts';
// What communication use cases need.
export type { TCommunicationDeps } from './deps.ts';
// Send job: one run of a communication.
export { runCommunication } from './engine/run-communication.ts';
// Send job: the scheduler's sweep.
export { runDueCommunications } from './engine/run-due.ts';
// The send queue and its job.
export {
  COMMUNICATION_SEND_QUEUE,
  ZSendJobSchema,
  enqueueRun,
  ensureSendQueue,
} from './engine/send-queue.ts';
export type { TSendJob } from './engine/send-queue.ts';
// Starts a communication that may send.
export { startCommunication } from './engine/start-communication.ts';
// Forgets a deleted person in sent messages.
export { forgetRecipients } from './forget-recipients.ts';
// A data subject's messages, for their export.
export { listContactMessages } from './list-contact-messages.ts';
export type { TContactMessageRow } from './list-contact-messages.ts';
// Where template images are kept.
export { imagesDir } from './images/image-files.ts';
// Removes image files a crash cut off.
export { sweepPartialImages } from './images/sweep-partial-images.ts';
// The journeys' tick queue.
export { JOURNEY_TICK_QUEUE } from './journeys/runtime/journey-queue.ts';
// Journey job: the journeys' tick.
export { tickJourneys } from './journeys/runtime/tick.ts';
// A journey's send steps as communications.
export { syncSendNodes } from './journeys/send-nodes.ts';
// Routes: campaigns, templates, journeys, planner.
export { default as communicationRoutes } from './routes.ts';
// Transactional messages (issue 28): checks, record, send and state of one message.
export { deliverTransactional } from './transactional/deliver-transactional.ts';
export type { TTransactionalBatch } from './transactional/deliver-transactional.ts';
export { messageStates } from './transactional/message-states.ts';
export type { TMessageRef, TMessageState } from './transactional/message-states.ts';
export { planTransactional } from './transactional/plan-transactional.ts';
export type { TTransactionalPlan } from './transactional/plan-transactional.ts';
export { recordTransactional } from './transactional/record-transactional.ts';
// Tracking links and pixel in an email.
export { trackEmail } from './tracking/track-email.ts';
// Signed tracking references.
export { TRACKING_PATHS, trackingSigner } from './tracking/tracking-token.ts';
export type { TTrackingRef } from './tracking/tracking-token.ts';
