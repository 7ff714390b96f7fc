import { sql } from 'kysely';
import { ZCommunicationDraftSchema } from '@resonate/contracts/campaigns/communications';
import { TEMPLATE_BUILDER_MSG } from '@resonate/contracts/campaigns/template-builder';
import {
  TEMPLATE_LIMITS,
  TEMPLATE_MSG,
  type TTemplate,
} from '@resonate/contracts/campaigns/templates';
import { COMMUNICATION_NAME_MAX } from '@resonate/contracts/limits';
import { COMMUNICATION_NAME_PATTERN } from '@resonate/contracts/patterns';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TTrx } from '#/modules/audience/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { composeSettings } from '../compose/client-compose-settings.ts';
import { saveCommunicationDraft } from '../compose/save-draft.ts';
import { localParts } from '../engine/client-clock.ts';
import { findTemplate, templateNameTaken, toTemplate } from './template-repository.ts';

/** Our choice: past this many copies of one name, the caller should pick a name. */
const NUMBERED_NAMES_MAX = 1000;

/**
 * `base`, else `base (2)`, `base (3)`, ... : the first that `taken` (lower-cased names) does
 * not hold, cut so it stays within `max` characters.
 */
export function nextFreeName(base: string, taken: ReadonlySet<string>, max: number): string {
  for (let n = 1; n <= NUMBERED_NAMES_MAX; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${base.slice(0, max - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
  throw new AppError('BAD_REQUEST', TEMPLATE_MSG.nameTaken, {
    errors: { name: TEMPLATE_MSG.nameTaken },
  });
}

function nameTakenError(): AppError {
  return new AppError('BAD_REQUEST', TEMPLATE_MSG.nameTaken, {
    errors: { name: TEMPLATE_MSG.nameTaken },
  });
}

/** Lower-cased names starting like `prefix` among the live templates of a channel. */
async function liveTemplateNames(
  trx: TTrx,
  clientId: number,
  channelId: number,
  prefix: string,
): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('communication_templates')
    .select(sql<string>`lower(name)`.as('name'))
    .where('client_id', '=', clientId)
    .where('channel_id', '=', channelId)
    .where('archived_at', 'is', null)
    .where(sql<boolean>`starts_with(lower(name), lower(${prefix}))`)
    .execute();
  return new Set(rows.map((row) => row.name));
}

/** POST Communication/DuplicateTemplate: same channel, content and status; "Copy of X" (2), ... */
export async function duplicateTemplate(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  templateId: number,
): Promise<TTemplate> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const source = await findTemplate(trx, auth.clientId, templateId, false, true);
    const base = `Copy of ${source.name}`.slice(0, TEMPLATE_LIMITS.nameMax);
    const taken = await liveTemplateNames(trx, auth.clientId, source.channel_id, base);
    const name = nextFreeName(base, taken, TEMPLATE_LIMITS.nameMax);
    const row = await trx
      .insertInto('communication_templates')
      .values({
        client_id: auth.clientId,
        channel_id: source.channel_id,
        name,
        content: JSON.stringify(source.content),
        status: source.status,
        created_by: auth.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTemplate(row);
  });
}

/** POST Communication/RenameTemplate: unique per channel among live templates (any case). */
export async function renameTemplate(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  request: { templateId: number; name: string },
): Promise<TTemplate> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const current = await findTemplate(trx, auth.clientId, request.templateId, true);
    const clash = await templateNameTaken(
      trx,
      auth.clientId,
      current.channel_id,
      request.name,
      request.templateId,
    );
    if (clash) throw nameTakenError();
    const row = await trx
      .updateTable('communication_templates')
      .set({ name: request.name, updated_at: new Date() })
      .where('client_id', '=', auth.clientId)
      .where('id', '=', request.templateId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTemplate(row);
  });
}

/** POST Communication/RestoreTemplate: back among the live ones, if its name is still free. */
export async function restoreTemplate(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  templateId: number,
): Promise<TTemplate> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const current = await findTemplate(trx, auth.clientId, templateId, true, true);
    if (current.archived_at === null) {
      throw new AppError('BAD_REQUEST', TEMPLATE_BUILDER_MSG.notArchived);
    }
    if (await templateNameTaken(trx, auth.clientId, current.channel_id, current.name, templateId)) {
      throw nameTakenError();
    }
    const row = await trx
      .updateTable('communication_templates')
      .set({ archived_at: null, updated_at: new Date() })
      .where('client_id', '=', auth.clientId)
      .where('id', '=', templateId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTemplate(row);
  });
}

/** The template name without the characters communication names may not hold (spec section 5). */
function communicationSafe(name: string): string {
  return Array.from(name)
    .filter((char) => COMMUNICATION_NAME_PATTERN.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "<template name> <YYYY-MM-DD>" (the client's date), numbered when taken. */
async function defaultCommunicationName(
  trx: TTrx,
  clientId: number,
  templateName: string,
): Promise<string> {
  const { timeZone } = await composeSettings(trx, clientId);
  const day = localParts(timeZone, new Date());
  const date = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
  const cleaned = communicationSafe(templateName);
  const base = `${cleaned.slice(0, COMMUNICATION_NAME_MAX - date.length - 6).trimEnd()} ${date}`;
  const rows = await trx
    .selectFrom('communications')
    .select(sql<string>`lower(name)`.as('name'))
    .where('client_id', '=', clientId)
    .where('archived_at', 'is', null)
    .where(sql<boolean>`starts_with(lower(name), lower(${base}))`)
    .execute();
  return nextFreeName(base.trim(), new Set(rows.map((row) => row.name)), COMMUNICATION_NAME_MAX);
}

/**
 * POST Communication/CreateCommunicationFromTemplate: a new draft on the template's channel
 * with a copy of its content (through the wizard's own save, so it is the same draft the
 * wizard would have made by picking the template).
 */
export async function createCommunicationFromTemplate(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  request: { templateId: number; name?: string },
): Promise<{ communicationId: number; name: string }> {
  const { template, name } = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await findTemplate(trx, auth.clientId, request.templateId);
    return {
      template: row,
      name: request.name ?? (await defaultCommunicationName(trx, auth.clientId, row.name)),
    };
  });
  const draft = ZCommunicationDraftSchema.parse({
    name,
    channelId: template.channel_id,
    templateId: Number(template.id),
  });
  const communication = await saveCommunicationDraft(deps, auth, draft);
  return { communicationId: communication.communicationId, name: communication.name };
}
