/** Placeholder until the sign-in policies lands (issue 12). */
export function SignInPoliciesCard() {
  return null;
}
