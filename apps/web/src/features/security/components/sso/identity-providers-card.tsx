/** Placeholder until the identity provider settings lands (issue 12). */
export function IdentityProvidersCard() {
  return null;
}
