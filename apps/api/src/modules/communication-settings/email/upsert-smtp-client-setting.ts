import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import {
  SECRET_MASK,
  SMTP_MSG,
  type TSmtpClientSetting,
  type TUpsertSmtpClientSettingRequest,
} from '@resonate/contracts/communication-settings/email';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { checkSmtpHost } from './check-smtp-host.ts';
import {
  channelPolicy,
  ownClientAdmin,
  smtpSecretBox,
  smtpSecretContext,
  type TEmailDeps,
} from './deps.ts';
import { findSmtpSettings, saveSmtpSettings } from './repositories/smtp-settings-repository.ts';
import { toSmtpClientSetting } from './smtp-setting-view.ts';
import { assertChannelLicensed } from '#/modules/licence/index.ts';

/**
 * POST CommunicationSetting/UpsertSMTPClientSetting (account admins). An empty password keeps
 * the saved one while the host stays the same (a new host gets it typed again, or none without
 * a user name), anything else replaces it (the form shows only a mask). An edit of a version
 * that is no longer the latest is refused (409). A host that does not resolve now is saved, with
 * a warning in the answer.
 */
export async function upsertSmtpClientSetting(
  deps: TEmailDeps,
  auth: TAuthContext,
  body: TUpsertSmtpClientSettingRequest,
): Promise<{ setting: TSmtpClientSetting; warning?: string }> {
  ownClientAdmin(auth, body);
  const warning = await checkSmtpHost(body.host, channelPolicy(deps.config));
  const setting = await withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // A channel the licence leaves out cannot be set up.
    await assertChannelLicensed(trx, auth.clientId, CHANNEL_IDS_BY_NAME.email);
    const current = await findSmtpSettings(trx, true);
    if (current?.configured) {
      if (!body.updatedAt) {
        throw new AppError('BAD_REQUEST', 'Invalid request', {
          errors: { updatedAt: 'Send the updatedAt of the version you edited' },
        });
      }
      if (new Date(body.updatedAt).getTime() !== current.updated_at.getTime()) {
        throw new AppError('CONFLICT', SMTP_MSG.stale, {
          data: { updatedAt: current.updated_at.toISOString() },
        });
      }
    }
    const passwordSealed =
      body.password === '' || body.password === SECRET_MASK
        ? keepSecretOnlyForSameEndpoint({
            stored: current?.password_sealed,
            storedEndpoint: current?.configured ? [current.host] : undefined,
            endpoint: [body.host],
            field: 'password',
            message: STORED_SECRET_MSG.smtpPassword,
            needed: body.username !== '',
          })
        : smtpSecretBox(deps.config.appSecret).seal(
            body.password,
            smtpSecretContext(auth.clientId, 'password'),
          );
    const row = await saveSmtpSettings(trx, auth.clientId, {
      mode: body.mode,
      host: body.host,
      port: body.port,
      security: body.security,
      username: body.username,
      password_sealed: passwordSealed,
      volume: body.volume,
      configured: true,
      // A server typed in replaces the development outbox.
      outbox: false,
    });
    return toSmtpClientSetting(row);
  });
  return warning ? { setting, warning } : { setting };
}
