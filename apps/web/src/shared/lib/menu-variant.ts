import { LICENCE_TYPE_IDS } from '@resonate/contracts/onboarding/licence-types';

/**
 * Spec sections 2 and 6: "Menu items show a department variant if the user has departments or
 * the licence type id is below 3." The header (department switcher) and the launch pad (a
 * department-scoped workspace) both read it from here.
 */
export function isDepartmentVariant(scope: {
  departmentCount: number;
  licenseTypeId: number;
}): boolean {
  return scope.departmentCount > 0 || scope.licenseTypeId < LICENCE_TYPE_IDS.business;
}
