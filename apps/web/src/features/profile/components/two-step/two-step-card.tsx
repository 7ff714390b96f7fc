/** Placeholder until the authenticator app and passkey enrolment lands (issue 12). */
export function TwoStepCard() {
  return null;
}
