import { randomUUID } from 'node:crypto';
import {
  TRANSACTIONAL_MSG as MSG,
  type TSendTransactionalRequest,
} from '@resonate/contracts/transactional/messages';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import {
  planTransactional,
  recordTransactional,
  type TCommunicationDeps,
} from '#/modules/communications/index.ts';
import { publishWebhookEvent } from '#/modules/data-exchange/index.ts';
import { messageView } from './message-view.ts';
import { requestHash } from './request-hash.ts';
import { enqueueTransactionalSend } from './transactional-queue.ts';
import {
  findByKey,
  insertTransactional,
  releaseExpiredKey,
  type TTrx,
} from './transactional-repository.ts';

/** The answer of an accept, first or replayed: its HTTP status and body. */
export type TAcceptAnswer = { statusCode: 202; body: Record<string, unknown>; replayed: boolean };

export type TAcceptCaller = { clientId: number; apiKeyId: number };

/** A concurrent call took the key between our look-up and our insert: roll back, answer as it. */
class KeyTaken extends Error {}

async function priorAnswer(
  trx: TTrx,
  clientId: number,
  key: string,
  hash: string,
): Promise<TAcceptAnswer | undefined> {
  const prior = await findByKey(trx, clientId, key);
  if (!prior) return undefined;
  if (prior.request_hash !== hash) throw new AppError('CONFLICT', MSG.idempotencyConflict);
  return { statusCode: 202, body: prior.answer, replayed: true };
}

/**
 * POST /api/v1/messages (issue 28, item 3). With an Idempotency-Key seen in the last 24 hours,
 * the first answer again and nothing sent (409 when the body differs). Otherwise the
 * synchronous checks (planTransactional: 4xx naming the field), then in one transaction the
 * queued messages row, the call's row with its answer and key, and the message.queued webhook
 * event; after the commit, the send job. Only accepted calls are remembered: a refused one
 * stored nothing, so its key may be used again with a corrected body.
 */
export async function acceptMessage(
  deps: TCommunicationDeps,
  caller: TAcceptCaller,
  request: TSendTransactionalRequest,
  idempotencyKey: string | undefined,
): Promise<TAcceptAnswer> {
  const { clientId } = caller;
  const hash = requestHash(request);
  if (idempotencyKey) {
    const prior = await withTenant(deps.db, { clientId }, (trx) =>
      priorAnswer(trx, clientId, idempotencyKey, hash),
    );
    if (prior) return prior;
  }
  const plan = await planTransactional(deps, clientId, request);
  const id = randomUUID();
  let accepted: { body: Record<string, unknown>; dispatch: () => void };
  try {
    accepted = await withTenant(deps.db, { clientId }, async (trx) => {
      if (idempotencyKey) await releaseExpiredKey(trx, clientId, idempotencyKey);
      const record = await recordTransactional(trx, clientId, plan);
      const row = {
        client_id: clientId,
        id,
        api_key_id: caller.apiKeyId,
        idempotency_key: idempotencyKey ?? null,
        request_hash: hash,
        template_id: plan.templateId,
        channel_id: plan.channelId,
        variables: request.variables,
        communication_id: record.communicationId,
        message_id: record.messageId,
        message_created_at: record.createdAt,
        passport_id: plan.contact?.passport_id ?? null,
        announced: ['queued'],
        settled: false,
        created_at: new Date(),
      };
      const view = messageView(row, undefined);
      const body = { status: true, message: MSG.accepted, data: view };
      if (!(await insertTransactional(trx, { ...row, answer: body }))) throw new KeyTaken();
      const dispatch = await publishWebhookEvent(deps, trx, {
        clientId,
        type: 'message.queued',
        data: { ...view, state: 'queued' },
      });
      return { body, dispatch };
    });
  } catch (error) {
    if (!(error instanceof KeyTaken) || !idempotencyKey) throw error;
    const prior = await withTenant(deps.db, { clientId }, (trx) =>
      priorAnswer(trx, clientId, idempotencyKey, hash),
    );
    if (prior) return prior;
    throw error;
  }
  accepted.dispatch();
  if (deps.queue) await enqueueTransactionalSend(deps.queue, { clientId, id });
  return { statusCode: 202, body: accepted.body, replayed: false };
}
