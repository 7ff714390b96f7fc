import type { Kysely } from 'kysely';
import { AD_MSG } from '@resonate/contracts/auth/active-directory';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthDeps, TClientInfo, TAccountRef } from '#/modules/auth/index.ts';
import { adSecretBox, bindPasswordContext, ldapPolicy } from './deps.ts';
import {
  verifyUserPassword,
  type TDirectorySettings,
  type TDirectoryUser,
} from './directory-client.ts';
import { DirectoryError } from './directory-error.ts';
import { readDirectory } from './directory-repository.ts';
import { findDirectoryForEmail, type TDirectoryRef } from './find-directory.ts';
import { logAdRefusal } from './sign-in-log.ts';
import { applyDirectoryUser } from './sync-directory-user.ts';

/**
 * Whether this sign-in goes to Active Directory. Every account of a domain its own client's
 * directory answers for is checked there, whatever the form says: a local password (one set
 * through "forgot password", say) must not outlive the user's AD account. The one exception
 * is an account admin with a password of their own who did not ask for AD: the break-glass way
 * in when the directory is down. IsADuser for a domain without a directory is refused clearly.
 */
export async function directoryForSignIn(
  db: Kysely<DB>,
  email: string,
  ref: TAccountRef | undefined,
  flagged: boolean,
): Promise<TDirectoryRef | undefined> {
  const directory = await findDirectoryForEmail(db, email);
  // An account lives in one client: another client's directory never speaks for it. Someone
  // with no account yet goes to a directory only at a domain its client proved (issue 21), so
  // a claim on someone else's domain cannot collect their passwords or create their accounts.
  const speaksFor = ref ? ref.clientId === directory?.clientId : directory?.proven === true;
  const usable = directory && speaksFor ? directory : undefined;
  if (flagged && !usable) throw new AppError('BAD_REQUEST', AD_MSG.signInNotConfigured);
  if (usable && !flagged && ref?.passwordHash && (await isAccountAdmin(db, ref))) return undefined;
  return usable;
}

async function isAccountAdmin(db: Kysely<DB>, ref: TAccountRef): Promise<boolean> {
  const row = await withTenant(db, { clientId: ref.clientId }, (trx) =>
    trx
      .selectFrom('users')
      .select('is_account_admin')
      .where('id', '=', ref.userId)
      .executeTakeFirst(),
  );
  return row?.is_account_admin === true;
}

async function settingsOf(deps: TAuthDeps, clientId: number) {
  const row = await withTenant(deps.db, { clientId }, readDirectory);
  if (!row || !row.is_enabled) return undefined;
  const settings: TDirectorySettings = {
    url: row.url,
    startTls: row.start_tls,
    caCertificate: row.ca_certificate,
    bindDn: row.bind_dn,
    bindPassword: adSecretBox(deps.config.appSecret).open(
      row.bind_password_sealed,
      bindPasswordContext(clientId),
    ),
    searchBase: row.search_base,
    searchFilter: row.search_filter,
    nestedGroups: row.nested_groups,
  };
  return { settings, row };
}

/** What the user reads when the directory itself failed (the admin's log has the detail). */
function userMessage(error: DirectoryError): string {
  if (error.failure === 'unreachable') return AD_MSG.unreachable;
  if (error.failure === 'ambiguous') return AD_MSG.ambiguousUser;
  return AD_MSG.directoryMisconfigured;
}

/**
 * The first factor of an AD user: service bind, search, bind as the user with the typed
 * password. On success the user's role follows their groups (or the account is created, when
 * the admin allows it) and the account is returned for completeSignIn; undefined means wrong
 * credentials, which the caller counts like a wrong password. Directory failures and refusals
 * throw, with a log line for the admin; nobody is signed in.
 */
export async function verifyWithDirectory(
  deps: TAuthDeps,
  directory: TDirectoryRef,
  input: { email: string; password: string; ref: TAccountRef | undefined; client: TClientInfo },
): Promise<TAccountRef | undefined> {
  const { clientId } = directory;
  const refusal = {
    clientId,
    userId: input.ref?.userId ?? null,
    email: input.email,
    ip: input.client.ip,
  };
  const loaded = await settingsOf(deps, clientId);
  if (!loaded) throw new AppError('BAD_REQUEST', AD_MSG.signInNotConfigured);

  let user: TDirectoryUser;
  try {
    const verified = await verifyUserPassword(
      loaded.settings,
      ldapPolicy(deps.config),
      input.email,
      input.password,
    );
    if (!verified.ok) {
      await logAdRefusal(deps, { ...refusal, reason: 'wrong password or unknown directory user' });
      return undefined;
    }
    user = verified.user;
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    await logAdRefusal(deps, { ...refusal, reason: error.message });
    throw new AppError('UNPROCESSABLE', userMessage(error), {
      errors: { loginName: userMessage(error) },
    });
  }

  const outcome = await withTenant(deps.db, { clientId }, (trx) =>
    applyDirectoryUser(trx, loaded.row, input.email, input.ref, user),
  );
  if (outcome.kind !== 'ok') {
    const message = outcome.kind === 'no-role' ? AD_MSG.noRole : AD_MSG.notProvisioned;
    await logAdRefusal(deps, { ...refusal, reason: message });
    throw new AppError('FORBIDDEN', message, { errors: { loginName: message } });
  }
  return { clientId, userId: outcome.userId, passwordHash: null };
}
