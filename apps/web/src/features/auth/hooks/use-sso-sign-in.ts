import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSignInDiscovery } from '@resonate/contracts/auth/sso';
import { getAuthorizationCode, signInDiscovery, verifyAuthorizationCode } from '../api/sso';
import { decideLoginAction } from '../lib/login-outcome';
import { validateEmail } from '../lib/login-validation';
import {
  linkedProviderIn,
  providerAnswerIn,
  saveSsoAttempt,
  takeSsoAttempt,
} from '../lib/sso-attempt';
import type { TLoginExit, TLoginFormOptions } from './use-login-form';

const DISCOVERY_DELAY_MS = 500;
/** One page load answers the provider once, even when StrictMode runs effects twice. */
let answerHandled = false;

type TAnswerOutcome = { exit: TLoginExit; email: string } | { error: string };

/** The provider's answer checked against this tab's attempt, then sent to the server. */
async function completeAnswer(
  answer: Record<string, string>,
  mismatch: string,
): Promise<TAnswerOutcome> {
  const attempt = takeSsoAttempt();
  if (!attempt || attempt.state !== answer.state) return { error: mismatch };
  const result = await verifyAuthorizationCode(
    { ...answer, browserKey: attempt.browserKey },
    attempt.social,
  );
  const action = decideLoginAction(result, attempt.lastURL);
  return 'message' in action ? { error: action.message } : { exit: action, email: attempt.email };
}

/**
 * Single sign-on on the login form: home-realm discovery for the typed email (debounced, and at
 * once on blur), the trip to the provider, and, back on the login page, the provider's answer
 * handed to VerifyAuthorizationCode, whose outcome leaves the form like a password sign-in.
 */
export function useSsoSignIn({ lastURL, onExit }: Pick<TLoginFormOptions, 'lastURL' | 'onExit'>) {
  const { t } = useTranslation('auth');
  const [discovery, setDiscovery] = useState<TSignInDiscovery | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | 'answer' | null>(() =>
    providerAnswerIn(window.location.search) ? 'answer' : null,
  );
  const [passwordChosen, setPasswordChosen] = useState(false);
  // A company's sign-in link names its provider (offered before its domain is verified).
  const [linkedProvider] = useState(() => linkedProviderIn(window.location.search));
  const asked = useRef('');
  const timer = useRef<number | undefined>(undefined);

  const discover = useCallback(
    (value: string) => {
      window.clearTimeout(timer.current);
      const email = value.trim().toLowerCase();
      if (email === asked.current) return;
      asked.current = email;
      if (validateEmail(email) !== true) return setDiscovery(null);
      signInDiscovery(email, linkedProvider).then(
        (found) => asked.current === email && setDiscovery(found),
        () => undefined, // advisory: the password path still works
      );
    },
    [linkedProvider],
  );

  const discoverSoon = (value: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => discover(value), DISCOVERY_DELAY_MS);
  };

  const start = async (providerId: number, email: string, rememberMe: boolean) => {
    setError(null);
    setBusy(providerId);
    try {
      const emailId = email.trim().toLowerCase();
      const started = await getAuthorizationCode({ emailId, providerId, rememberMe });
      saveSsoAttempt({ ...started, lastURL, email: emailId });
      window.location.assign(started.authorizationUrl);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(null);
    }
  };

  useEffect(() => {
    const answer = providerAnswerIn(window.location.search);
    if (!answer || answerHandled) return;
    answerHandled = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    completeAnswer(answer, t('sso.answerMismatch'))
      .then(async (outcome) => {
        if ('error' in outcome) return setError(outcome.error);
        await onExit(outcome.exit, outcome.email);
      })
      .catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : String(failure)),
      )
      .finally(() => setBusy(null));
  }, [onExit, t]);

  const requireSso = discovery?.requireSso === true && !passwordChosen;
  return {
    discovery,
    discover,
    discoverSoon,
    start,
    error,
    busy,
    /** SSO is required for this domain: the password field hides (break-glass admins may reveal it). */
    passwordHidden: requireSso,
    choosePassword: () => setPasswordChosen(true),
  };
}
