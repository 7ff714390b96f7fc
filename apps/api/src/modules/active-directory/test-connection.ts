import {
  AD_MSG,
  type TActiveDirectoryFormOutput,
  type TTestActiveDirectoryResult,
} from '@resonate/contracts/auth/active-directory';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { assertAdmin } from '#/modules/admin/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { adSecretBox, bindPasswordContext, ldapPolicy, type TAdDeps } from './deps.ts';
import { checkSearchBase, findUser, withServiceBind } from './directory-client.ts';
import { DirectoryError } from './directory-error.ts';
import { listRoleOptions, readDirectory, recordTestResult } from './directory-repository.ts';
import { roleForGroups } from './role-mapping.ts';

const passwordError = (message: string) =>
  new AppError('BAD_REQUEST', message, { errors: { bindPassword: message } });

/**
 * Security/TestActiveDirectory: binds with the form's values (an empty password means the
 * stored one), checks the search base and, given a test email, finds that user and says which
 * role they would get. Answers ok or the failure the admin can act on; a failure is an answer,
 * not an error. The outcome is kept on the saved directory when the form matches it.
 */
export async function testActiveDirectory(
  deps: TAdDeps,
  auth: TAuthContext,
  input: { form: TActiveDirectoryFormOutput; testEmail: string },
): Promise<TTestActiveDirectoryResult> {
  assertAdmin(auth);
  const { form } = input;
  const { existing, roles } = await withTenant(
    deps.db,
    { clientId: auth.clientId },
    async (trx) => ({
      existing: await readDirectory(trx),
      roles: await listRoleOptions(trx),
    }),
  );
  // The stored password only goes to the saved server: a test must not send it elsewhere.
  const stored =
    form.bindPassword === undefined
      ? keepSecretOnlyForSameEndpoint({
          stored: existing?.bind_password_sealed,
          storedEndpoint: existing ? [existing.url] : undefined,
          endpoint: [form.url],
          field: 'bindPassword',
          message: AD_MSG.bindPasswordForNewUrl,
        })
      : null;
  const bindPassword =
    form.bindPassword ??
    (stored
      ? adSecretBox(deps.config.appSecret).open(stored, bindPasswordContext(auth.clientId))
      : undefined);
  if (bindPassword === undefined) throw passwordError(AD_MSG.bindPasswordRequired);
  const settings = { ...form, caCertificate: form.caCertificate || null, bindPassword };

  let result: TTestActiveDirectoryResult;
  try {
    result = await withServiceBind(settings, ldapPolicy(deps.config), async (client) => {
      await checkSearchBase(client, settings);
      if (input.testEmail === '') return { ok: true, message: AD_MSG.testOk };
      const user = await findUser(client, settings, input.testEmail);
      const roleId = user ? roleForGroups(user.groups, form.groupRoles, form.defaultRoleId) : null;
      return {
        ok: true,
        message: AD_MSG.testOk,
        user: {
          found: user !== undefined,
          dn: user?.dn ?? '',
          groups: user?.groups ?? [],
          roleName: roles.find((role) => role.roleId === roleId)?.name ?? null,
        },
      };
    });
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    deps.log.info({ clientId: auth.clientId, failure: error.failure }, 'AD connection test failed');
    result = { ok: false, message: error.message };
  }
  if (existing && existing.url === form.url && existing.bind_dn === form.bindDn) {
    await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
      recordTestResult(trx, result.ok, result.message),
    );
  }
  return result;
}
