/** Placeholder until the Active Directory settings lands (issue 12). */
export function ActiveDirectoryCard() {
  return null;
}
