import path from 'node:path';
import { SMTP_MSG } from '@resonate/contracts/communication-settings/email';
import type { TSmtpServer } from '#/channels/smtp-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { smtpSecretBox, smtpSecretContext, type TEmailDeps } from './deps.ts';
import { findSmtpSettings } from './repositories/smtp-settings-repository.ts';

/**
 * The client's saved server with its password opened, for the adapter; 409 when not saved.
 * The development outbox (the demo tenant) writes to DATA_DIR/outbox like system mail.
 */
export async function smtpServerOf(deps: TEmailDeps, clientId: number): Promise<TSmtpServer> {
  const row = await withTenant(deps.db, { clientId }, (trx) => findSmtpSettings(trx));
  if (!row?.configured) throw new AppError('CONFLICT', SMTP_MSG.notConfigured);
  const password = row.password_sealed
    ? smtpSecretBox(deps.config.appSecret).open(
        row.password_sealed,
        smtpSecretContext(clientId, 'password'),
      )
    : '';
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password,
    from: deps.config.mailFrom,
    ...(row.outbox ? { outboxDir: path.join(deps.config.dataDir, 'outbox') } : {}),
  };
}
