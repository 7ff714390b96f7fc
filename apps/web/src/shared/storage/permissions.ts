import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import {
  canChange,
  type TChangeAccess,
  type TFeaturePermission,
  type TPermissionMap,
} from '@resonate/contracts/features';
import { readSecureItem, writeSecureItem } from './secure-items';

type TPermissionEntry = { featureId: number } & TFeaturePermission;

/**
 * Permissions as stored at sign-in. The login response carries a list
 * (`permissionList: [{ featureId, viewAccess }]`); the SPA keys it by feature id. Both shapes are
 * accepted so the reader does not depend on which one was stored.
 */
export function toPermissionMap(value: unknown): TPermissionMap {
  if (Array.isArray(value)) {
    const map: TPermissionMap = {};
    for (const entry of value as TPermissionEntry[]) {
      if (entry && typeof entry.featureId === 'number') {
        map[entry.featureId] = {
          viewAccess: entry.viewAccess !== false,
          createAccess: entry.createAccess !== false,
          editAccess: entry.editAccess !== false,
          deleteAccess: entry.deleteAccess !== false,
        };
      }
    }
    return map;
  }
  if (value && typeof value === 'object') return value as TPermissionMap;
  return {};
}

/** Synchronous: reads the copy decrypted at boot (see secure-items.ts). */
export function readPermissions(): TPermissionMap {
  return toPermissionMap(readSecureItem<unknown>(STORAGE_KEYS.permissions));
}

/** Stores the login response's list, encrypted; readers see it at once. */
export function writePermissions(list: readonly TPermissionEntry[] | TPermissionMap) {
  return writeSecureItem(STORAGE_KEYS.permissions, list);
}

export function isEmptyPermissions(permissions: TPermissionMap): boolean {
  return Object.keys(permissions).length === 0;
}

/** Whether the signed-in user's role may create, edit or delete in a feature. */
export function canChangeFeature(featureId: number, access: TChangeAccess): boolean {
  return canChange(readPermissions(), featureId, access);
}
