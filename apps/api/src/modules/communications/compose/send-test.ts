import { randomUUID } from 'node:crypto';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { COMPOSE_MSG, isValidTestAddress } from '@resonate/contracts/campaigns/compose';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { withTenant } from '#/db/tenant.ts';
import { AppError, isAppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { licenceSendStop } from '#/modules/licence/index.ts';
import { senderFor, type TMessageSender } from '../channels/sender-for.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TRenderedContent } from '../render/render-content.ts';
import { contentOf, loadCommunication } from './communication-view.ts';
import { contactPersonalisation, renderOrExplain, SAMPLE_PERSON } from './render-for-contact.ts';
import type { TestSendLimit } from './test-send-limit.ts';

/** The field a test is marked in: the subject or title where the channel has one, else the text. */
const TEST_MARKED_FIELDS = ['subject', 'title', 'heading', 'text'] as const;

function markedAsTest(rendered: TRenderedContent, kind: string): TRenderedContent {
  if (kind === 'payload' || kind === 'qr') return rendered;
  const field = TEST_MARKED_FIELDS.find((name) => typeof rendered[name] === 'string');
  return field ? { ...rendered, [field]: `[Test] ${rendered[field]}` } : rendered;
}

/**
 * POST Communication/SendTestCommunication: the draft as it stands, rendered for the chosen
 * contact (or nobody), to a few addresses through the channel's sender. No message rows, no
 * tracking, no consent or suppression checks: it goes to the addresses typed.
 */
export async function sendTestCommunication(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  limit: TestSendLimit,
  request: { communicationId: number; addresses: string[]; contactId?: number },
): Promise<{ sent: number; addresses: string[] }> {
  const { row, content, chosen } = await withTenant(
    deps.db,
    { clientId: auth.clientId },
    async (trx) => {
      const found = await loadCommunication(trx, auth, request.communicationId);
      // A test send is a send: not under a lapsed licence, nor on a channel it leaves out.
      const stop = await licenceSendStop(trx, auth.clientId, found.channel_id, new Date());
      if (stop) throw new AppError('FORBIDDEN', stop);
      return {
        row: found,
        content: contentOf(found),
        chosen:
          request.contactId === undefined
            ? undefined
            : await contactPersonalisation(trx, auth.clientId, request.contactId),
      };
    },
  );
  if (row.channel_id === CHANNEL_IDS_BY_NAME.qrCode) {
    throw new AppError('BAD_REQUEST', COMPOSE_MSG.testNotForQr, {
      errors: { addresses: COMPOSE_MSG.testNotForQr },
    });
  }
  const addresses = [...new Set(request.addresses.map((a) => a.trim()))];
  const invalid = addresses.findIndex((a) => !isValidTestAddress(row.channel_id, a));
  if (invalid >= 0) {
    throw new AppError('BAD_REQUEST', COMM_MSG.testAddressInvalid, {
      errors: {
        addresses: COMM_MSG.testAddressInvalid,
        [`addresses.${invalid}`]: COMM_MSG.testAddressInvalid,
      },
    });
  }
  const person = chosen?.person ?? SAMPLE_PERSON;
  const rendered = markedAsTest(renderOrExplain(content, person), content.kind);
  if (!(await limit.take(auth.clientId, auth.userId))) {
    throw new AppError('TOO_MANY_REQUESTS', COMPOSE_MSG.testRateLimited);
  }

  let sender: TMessageSender;
  try {
    sender = await senderFor(deps, auth.clientId, {
      id: Number(row.id),
      channel_id: row.channel_id,
      name: row.name,
      sender: row.sender ?? {},
      run_no: 0,
    });
  } catch (error) {
    if (isAppError(error) && error.message === COMM_MSG.channelNotSetUp) {
      throw new AppError('BAD_REQUEST', COMM_MSG.channelNotSetUp, {
        errors: { channelId: COMM_MSG.channelNotSetUp },
      });
    }
    throw error;
  }
  try {
    for (const address of addresses) {
      const result = await sender.send({
        messageId: 0,
        deliveryId: `test.c${Number(row.id)}.${randomUUID()}`,
        passportId: person.passportId,
        address,
        rendered,
        person: {
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          mobile: person.mobile,
          attributes: person.attributes,
        },
      });
      if (!result.ok) {
        const message = COMPOSE_MSG.testFailed(result.response);
        throw new AppError('BAD_REQUEST', message, { errors: { addresses: message } });
      }
    }
  } finally {
    await sender.close().catch((error: unknown) => {
      deps.log.warn({ err: error }, 'test sender did not close');
    });
  }
  return { sent: addresses.length, addresses };
}
