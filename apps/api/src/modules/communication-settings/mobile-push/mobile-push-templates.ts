import { sql } from 'kysely';
import {
  PUSH_LANGUAGES,
  TEMPLATES_PER_APP_MAX,
  TPL_MSG,
  type TMobilePushTemplate,
  type TPushMessage,
} from '@resonate/contracts/communication-settings/mobile-push-templates';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import {
  assertFresh,
  ownClient,
  ownClientAdmin,
  type TChannelDeps,
} from '../channel-common/scope.ts';
import { requireApp } from './app-scope.ts';
import {
  countTemplateRows,
  deleteTemplateRow,
  findTemplateRow,
  insertTemplateRow,
  listTemplateRows,
  templateTaken,
  updateTemplateRow,
  type TTemplateRow,
} from './templates-repository.ts';

export function toTemplate(row: TTemplateRow): TMobilePushTemplate {
  return {
    templateId: row.id,
    mobileAppId: row.app_id,
    name: row.name,
    language: row.language,
    message: templateMessage(row),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function templateMessage(row: TTemplateRow): TPushMessage {
  return {
    title: row.title,
    body: row.body,
    imageUrl: row.image_url,
    deepLink: row.deep_link,
    data: row.data,
  };
}

/** POST CommunicationSetting/GetMobilePushTemplates: an app's templates, by name and language. */
export async function getMobilePushTemplates(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; mobileAppId: number },
): Promise<TMobilePushTemplate[]> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await requireApp(trx, body.mobileAppId);
    return (await listTemplateRows(trx, body.mobileAppId)).map(toTemplate);
  });
}

type TUpsertBody = {
  clientId: number;
  mobileAppId: number;
  templateId?: number;
  updatedAt?: string;
  name: string;
  language: string;
  message: TPushMessage;
};

/** POST CommunicationSetting/UpsertMobilePushTemplate (account admins). */
export async function upsertMobilePushTemplate(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TUpsertBody,
) {
  ownClientAdmin(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await requireApp(trx, body.mobileAppId);
    const row =
      body.templateId === undefined ? undefined : await findTemplateRow(trx, body.templateId, true);
    if (body.templateId !== undefined && (!row || row.app_id !== body.mobileAppId)) {
      throw new AppError('NOT_FOUND', TPL_MSG.notFound);
    }
    if (row) assertFresh(body.updatedAt, row.updated_at);
    // Two admins adding at once must not both pass the name check or the count.
    await sql`select pg_advisory_xact_lock(hashtext(${`mobile-push-templates:${auth.clientId}`}))`.execute(
      trx,
    );
    if (await templateTaken(trx, body.mobileAppId, body.name, body.language, row?.id)) {
      throw new AppError('BAD_REQUEST', TPL_MSG.exists, { errors: { name: TPL_MSG.exists } });
    }
    const values = {
      name: body.name,
      language: body.language,
      title: body.message.title,
      body: body.message.body,
      image_url: body.message.imageUrl,
      deep_link: body.message.deepLink,
      data: JSON.stringify(body.message.data),
    };
    if (row) return toTemplate(await updateTemplateRow(trx, row.id, values));
    if ((await countTemplateRows(trx, body.mobileAppId)) >= TEMPLATES_PER_APP_MAX) {
      throw new AppError('CONFLICT', TPL_MSG.tooMany);
    }
    return toTemplate(await insertTemplateRow(trx, auth.clientId, body.mobileAppId, values));
  });
}

/** POST CommunicationSetting/DeleteMobilePushTemplate (account admins). */
export async function deleteMobilePushTemplate(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; templateId: number },
): Promise<void> {
  ownClientAdmin(auth, body);
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    deleteTemplateRow(trx, body.templateId),
  );
  if (!deleted) throw new AppError('NOT_FOUND', TPL_MSG.notFound);
}

/** POST CommunicationSetting/GetMobilePushLanguageList: the languages templates are written in. */
export function getMobilePushLanguages(auth: TAuthContext, body: { clientId: number }) {
  ownClient(auth, body);
  return PUSH_LANGUAGES.map(([code, name]) => ({ code, name }));
}
