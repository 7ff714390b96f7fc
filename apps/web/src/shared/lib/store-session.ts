import type { TLoginData } from '@resonate/contracts/auth';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { useAppStore } from '../store/app-store';
import { removeItem, writeItem } from '../storage/local-storage';
import { writePermissions } from '../storage/permissions';
import { writeUserInfo } from '../storage/user-info';

/**
 * Stores a signed-in session (spec section 3): the token and the format ids in plain text, user
 * info and permissions encrypted, the scope in the store, and the failed sign-in counter
 * (captchaRetry) reset, and whether the password must be changed first.
 * Resolves once the encrypted values are written, so a reload right after keeps the session.
 */
export async function storeSession(data: TLoginData, email: string): Promise<void> {
  writeItem(STORAGE_KEYS.accessToken, data.accessToken);
  writeItem(STORAGE_KEYS.licenseTypeId, String(data.licenseTypeId));
  writeItem(STORAGE_KEYS.timeFormatId, String(data.timeFormatId));
  writeItem(STORAGE_KEYS.dateFormatId, String(data.dateFormatId));
  writeItem(STORAGE_KEYS.timeZoneId, String(data.timeZoneId));
  await Promise.all([
    writeUserInfo({
      userId: data.userId,
      licenseTypeId: data.licenseTypeId,
      timeFormatId: data.timeFormatId,
      dateFormatId: data.dateFormatId,
      timeZoneId: data.timeZoneId,
      email: email.trim(),
    }),
    writePermissions(data.permissionList),
  ]);
  removeItem(STORAGE_KEYS.captchaRetry);
  // A mailed temporary password: the protected area sends the user to choose their own first.
  if (data.passwordChangeRequired) writeItem(STORAGE_KEYS.passwordChangeRequired, 'true');
  else removeItem(STORAGE_KEYS.passwordChangeRequired);
  useAppStore.getState().setScope({
    isAuth: true,
    clientId: data.clientId,
    departmentId: data.departmentList[0]?.departmentId ?? 0,
    clientList: data.clientList,
    accountAdmin: data.accountAdmin,
    departmentList: data.departmentList,
    profilePicture: data.profilePicture,
    isAgency: data.isAgency,
  });
}
