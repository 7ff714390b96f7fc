import type { FastifyBaseLogger } from 'fastify';
import {
  WA_TEMPLATE_MSG,
  type TWaTemplate,
} from '@resonate/contracts/communication-settings/whatsapp-templates';
import { WA_PROVIDERS } from '@resonate/contracts/communication-settings/whatsapp';
import { adapterFor } from '../../channel-common/adapter-for.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError, isAppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { ownClientAdmin, type TChannelDeps } from '../../channel-common/scope.ts';
import { findWhatsAppRow } from '../whatsapp-repository.ts';
import {
  listWhatsAppTemplates,
  replaceWhatsAppTemplates,
} from './whatsapp-templates-repository.ts';

/**
 * POST CommunicationSetting/SyncWhatsAppTemplates (account admins): reads the account's
 * templates from the provider through the WhatsApp setting's adapter and replaces the stored
 * list. A provider without a template API, or an answer that cannot be read, is a 400 with
 * the reason; the stored list is then left as it was.
 */
export async function syncWhatsAppTemplates(
  deps: TChannelDeps & { log: FastifyBaseLogger },
  auth: TAuthContext,
  body: { clientId: number },
): Promise<TWaTemplate[]> {
  ownClientAdmin(auth, body);
  const { clientId } = auth;
  const adapter = await adapterFor(deps, clientId, { channel: 'whatsapp' }).catch((error) => {
    if (isAppError(error)) throw new AppError('BAD_REQUEST', WA_TEMPLATE_MSG.notReady);
    throw error;
  });
  if (!adapter.listTemplates) {
    const row = await withTenant(deps.db, { clientId }, (trx) => findWhatsAppRow(trx));
    const name = WA_PROVIDERS.find((p) => p.id === row?.provider)?.name ?? 'This provider';
    throw new AppError('BAD_REQUEST', WA_TEMPLATE_MSG.syncUnsupported(name));
  }
  const listed = await adapter.listTemplates();
  if (!listed.ok) throw new AppError('BAD_REQUEST', WA_TEMPLATE_MSG.syncFailed(listed.reason));
  return withTenant(deps.db, { clientId }, async (trx) => {
    await replaceWhatsAppTemplates(trx, clientId, listed.templates, new Date());
    return listWhatsAppTemplates(trx, false);
  });
}
