import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import type { TContent } from '@resonate/contracts/campaigns/content';
import { AppError } from '#/errors.ts';
import type { TTrx } from '#/modules/audience/index.ts';
import {
  compileContent,
  personalisationOf,
  TemplateError,
  type TPersonalisation,
  type TRenderedContent,
} from '../render/render-content.ts';

/** Nobody in particular: every field empty, so the template's fallbacks show. */
export const SAMPLE_PERSON: TPersonalisation = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  passportId: '',
  attributes: {},
};

/** A contact of the client as personalisation data; 404 when it is not the client's. */
export async function contactPersonalisation(
  trx: TTrx,
  clientId: number,
  contactId: number,
): Promise<{ person: TPersonalisation; contactId: number }> {
  const row = await trx
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'email', 'mobile', 'passport_id', 'attributes'])
    .where('client_id', '=', clientId)
    .where('id', '=', contactId)
    .executeTakeFirst();
  if (!row) {
    throw new AppError('NOT_FOUND', COMPOSE_MSG.contactNotFound, {
      errors: { contactId: COMPOSE_MSG.contactNotFound },
    });
  }
  return { person: personalisationOf(row), contactId: Number(row.id) };
}

/**
 * Renders content for one person. A field that does not parse or render is a 400 naming the
 * field (`content.<field>`): a broken template fails the preview and the test send, never more.
 */
export function renderOrExplain(content: TContent, person: TPersonalisation): TRenderedContent {
  try {
    return compileContent(content).render(person);
  } catch (error) {
    if (error instanceof TemplateError) {
      const message = COMM_MSG.templateBroken(error.detail);
      throw new AppError('BAD_REQUEST', COMPOSE_MSG.templateBroken, {
        errors: { [`content.${error.field}`]: message },
      });
    }
    throw error;
  }
}
