import type { TGroupRole } from '@resonate/contracts/auth/active-directory';

/**
 * DNs compare case-insensitively and without the spaces people put after commas and around
 * '=' ("CN=Sales, OU=Groups" is "cn=sales,ou=groups"), so a mapping typed by hand still matches
 * what the directory sends.
 */
export function normalizeDn(dn: string): string {
  return dn
    .trim()
    .replace(/\s*([,=+])\s*/g, '$1')
    .toLowerCase();
}

/**
 * The role a directory user gets: the first mapping (in the admin's order) whose group the user
 * is a direct member of, else the default role, else null (no access).
 */
export function roleForGroups(
  groups: readonly string[],
  mappings: readonly TGroupRole[],
  defaultRoleId: number | null,
): number | null {
  const member = new Set(groups.map(normalizeDn));
  const match = mappings.find((mapping) => member.has(normalizeDn(mapping.groupDn)));
  return match?.roleId ?? defaultRoleId;
}
