import type { Transaction } from 'kysely';
import type { TLoginData } from '@resonate/contracts/auth';
import { FEATURE_IDS } from '@resonate/contracts/features';
import type { DB } from '#/db/schema.ts';
import { listSwitchableBrands } from '#/modules/tenancy/index.ts';
import {
  listDepartments,
  listRolePermissions,
  type TAccount,
} from '../repositories/accounts-repository.ts';

const ALL_FEATURES = Object.values(FEATURE_IDS);

/**
 * Permissions as the login response lists them: every feature with its view access (the spec's
 * field) and its create, edit and delete rights (ours, so pages can hide what the API refuses).
 * An account admin may do everything; a user without a role gets an empty list, which the SPA
 * treats as "no access" and signs them out (spec section 2).
 */
async function permissionList(trx: Transaction<DB>, account: TAccount) {
  const all = { viewAccess: true, createAccess: true, editAccess: true, deleteAccess: true };
  if (account.isAccountAdmin) return ALL_FEATURES.map((featureId) => ({ featureId, ...all }));
  if (account.roleId === null) return [];
  const granted = new Map(
    (await listRolePermissions(trx, account.roleId)).map((p) => [p.featureId, p]),
  );
  // A feature with no entry is viewable, and changeable (spec section 3).
  return ALL_FEATURES.map((featureId) => {
    const p = granted.get(featureId);
    return p
      ? {
          featureId,
          viewAccess: p.viewAccess,
          createAccess: p.createAccess,
          editAccess: p.editAccess,
          deleteAccess: p.deleteAccess,
        }
      : { featureId, ...all };
  });
}

/** Every field of the spec's login response, for a signed-in account. */
export async function buildLoginData(
  trx: Transaction<DB>,
  account: TAccount,
  accessToken: string,
): Promise<TLoginData> {
  const brands = account.isAgency ? await listSwitchableBrands(trx, account) : [];
  return {
    licenseTypeId: account.licenceTypeId,
    permissionList: await permissionList(trx, account),
    clientList: [{ clientId: account.clientId, clientName: account.clientName }, ...brands],
    departmentList: await listDepartments(trx, account.userId, account.isAccountAdmin),
    accountAdmin: account.isAccountAdmin,
    clientId: account.clientId,
    accessToken,
    timeZoneId: account.timeZoneId,
    timeFormatId: account.timeFormatId,
    dateFormatId: account.dateFormatId,
    isCampaign: account.isCampaign,
    userId: account.userId,
    isAgency: account.isAgency,
    // Money travels in major units here (the spec's fields); it is stored in minor units.
    amount: account.planAmountMinor / 100,
    frequency: account.planFrequency,
    clientName: account.clientName,
    salePrice: account.salePriceMinor / 100,
    tenantShortCode: account.tenantShortCode ?? '',
    orderId: account.orderId,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    profilePicture: account.profilePicture,
    passwordChangeRequired: account.passwordTemporaryUntil !== null,
  };
}
