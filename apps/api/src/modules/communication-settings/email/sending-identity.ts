import { createPrivateKey } from 'node:crypto';
import {
  DKIM_SELECTOR,
  DNS_RECORD_LABELS,
  SMTP_MSG,
} from '@resonate/contracts/communication-settings/email';
import type { TDkimKey } from '#/channels/smtp-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { smtpSecretBox, smtpSecretContext, type TEmailDeps } from './deps.ts';
import { listSmtpDomainRows, type TSmtpDomainRow } from './repositories/smtp-domains-repository.ts';

/** Who a campaign email is from: an address at a verified domain, signed with its key. */
export type TSendingIdentity = {
  domainName: string;
  fromMail: string;
  /** The domain's bounce mailbox: VERP envelope senders are made at its domain. */
  bounceMail: string;
  dkim: TDkimKey;
};

/** The sender choice a communication stores (both optional: defaults apply). */
export type TSenderChoice = { sendingDomainId?: unknown; fromMail?: unknown };

/** The records a verified domain must have; DMARC is advised only (see verify-smtp-domain). */
const REQUIRED_RECORDS = ['dkim', 'spf'] as const;

/** What the last DNS check did not find as shown ('DKIM', 'SPF'); all of them when never run. */
export function missingRecords(row: Pick<TSmtpDomainRow, 'dns_status'>): string[] {
  const status = row.dns_status ?? {};
  return REQUIRED_RECORDS.filter((kind) => status[kind] !== 'verified').map(
    (kind) => DNS_RECORD_LABELS[kind],
  );
}

/**
 * The domain and From a choice resolves to, or the message that refuses it. Without a chosen
 * domain the first verified one sends; without a From, the domain's own from mail.
 */
export function chooseSendingDomain(
  rows: readonly TSmtpDomainRow[],
  choice: TSenderChoice,
): { row: TSmtpDomainRow; fromMail: string } | { problem: string } {
  const chosenId = Number(choice.sendingDomainId);
  const chosen =
    choice.sendingDomainId === undefined || choice.sendingDomainId === null
      ? (rows.find((row) => row.verified_at !== null) ?? rows[0])
      : rows.find((row) => Number(row.id) === chosenId);
  if (!chosen) {
    return { problem: rows.length === 0 ? SMTP_MSG.noVerifiedDomain : SMTP_MSG.sendingDomainGone };
  }
  if (chosen.verified_at === null) {
    const missing = missingRecords(chosen);
    return {
      problem: SMTP_MSG.domainNotVerified(
        chosen.domain_name,
        missing.length > 0 ? missing : ['DKIM', 'SPF'],
      ),
    };
  }
  const typed = typeof choice.fromMail === 'string' ? choice.fromMail.trim().toLowerCase() : '';
  const fromMail = typed || chosen.from_mail;
  // One @ and the domain itself after it: a subdomain or a look-alike would not align.
  if (!/^[^@\s<>"]+@[^@\s<>"]+$/.test(fromMail) || !fromMail.endsWith(`@${chosen.domain_name}`)) {
    return { problem: SMTP_MSG.fromNotAtSendingDomain };
  }
  return { row: chosen, fromMail };
}

/** The problem of a sender choice in the client's domains, or undefined when it can send. */
export async function sendingDomainProblem(
  deps: Pick<TEmailDeps, 'db'>,
  clientId: number,
  choice: TSenderChoice,
): Promise<string | undefined> {
  const rows = await withTenant(deps.db, { clientId }, (trx) => listSmtpDomainRows(trx));
  const chosen = chooseSendingDomain(rows, choice);
  return 'problem' in chosen ? chosen.problem : undefined;
}

/** The identity a communication sends as, its DKIM key opened; AppError CONFLICT when refused. */
export async function sendingIdentityOf(
  deps: Pick<TEmailDeps, 'db' | 'config'>,
  clientId: number,
  choice: TSenderChoice,
): Promise<TSendingIdentity> {
  const rows = await withTenant(deps.db, { clientId }, (trx) => listSmtpDomainRows(trx));
  const chosen = chooseSendingDomain(rows, choice);
  if ('problem' in chosen) throw new AppError('CONFLICT', chosen.problem);
  const { row, fromMail } = chosen;
  return {
    domainName: row.domain_name,
    fromMail,
    bounceMail: row.bounce_mail,
    dkim: {
      domainName: row.domain_name,
      keySelector: DKIM_SELECTOR,
      privateKey: createPrivateKey(
        smtpSecretBox(deps.config.appSecret).open(
          row.dkim_private_key_sealed,
          smtpSecretContext(clientId, `dkim:${row.domain_name}`),
        ),
      ),
    },
  };
}
