import {
  TRANSACTIONAL_MSG as MSG,
  type TTransactionalMessage,
} from '@resonate/contracts/transactional/messages';
import { z } from 'zod';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { messageStates, type TCommunicationDeps } from '#/modules/communications/index.ts';
import { messageView } from './message-view.ts';
import { findById } from './transactional-repository.ts';

const ZIdSchema = z.uuid();

/**
 * GET /api/v1/messages/{id}: where one transactional message of the key's client stands. An id
 * of another client's message is as unknown as one that never existed (404).
 */
export async function getMessage(
  deps: TCommunicationDeps,
  clientId: number,
  id: string,
): Promise<TTransactionalMessage> {
  if (!ZIdSchema.safeParse(id).success) {
    throw new AppError('BAD_REQUEST', MSG.idInvalid, { errors: { id: MSG.idInvalid } });
  }
  return withTenant(deps.db, { clientId }, async (trx) => {
    const row = await findById(trx, clientId, id);
    if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
    const ref = { messageId: Number(row.message_id), createdAt: row.message_created_at };
    const states = await messageStates(trx, clientId, [ref]);
    return messageView(row, states.get(ref.messageId));
  });
}
