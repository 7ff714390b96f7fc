import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmailExists } from '../api/check-email-exists';
import { signIn } from '../api/login-validate';
import { isCaptchaShown, readFailures, recordFailure, resetFailures } from '../lib/failure-counter';
import { decideLoginAction, type TLoginAction } from '../lib/login-outcome';
import { validateEmail } from '../lib/login-validation';
import { hasWebCrypto } from '@/shared/lib/seal';
import { useFieldForm } from './use-field-form';

export type TLoginValues = {
  email: string;
  password: string;
  rememberMe: boolean;
  captcha: string;
};

/** The outcomes the form hands to its parent: they leave the form (session, OTP, another page). */
export type TLoginExit = Extract<
  TLoginAction,
  { kind: 'signedIn' | 'otp' | 'secondFactor' | 'redirect' }
>;

export type TLoginFormOptions = {
  defaultEmail?: string;
  lastURL: string;
  onExit: (action: TLoginExit, email: string) => Promise<void> | void;
  /** Discovery says the domain is an Active Directory's: the password goes to an LDAP bind. */
  isADuser?: boolean;
};

/**
 * The login form's state and the handling of every LoginValidate outcome that stays on the form
 * (spec section 4): messages under the email or captcha field, cleared fields, the failed-attempt
 * counter and captcha, the throttle countdown, and errors above the form.
 */
export function useLoginForm({
  defaultEmail = '',
  lastURL,
  onExit,
  isADuser = false,
}: TLoginFormOptions) {
  const { t } = useTranslation('auth');
  const form = useFieldForm<TLoginValues>({
    email: defaultEmail,
    password: '',
    rememberMe: false,
    captcha: '',
  });
  const [failures, setFailures] = useState(readFailures);
  const [serverWantsCaptcha, setServerWantsCaptcha] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const captchaId = useRef<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [throttledUntil, setThrottledUntil] = useState<number | null>(null);
  const lastChecked = useRef('');
  const captchaShown = isCaptchaShown(failures, serverWantsCaptcha);

  const newCaptcha = () => setCaptchaVersion((v) => v + 1);
  const onCaptchaId = useCallback((id: string | null) => {
    captchaId.current = id;
  }, []);

  /** On blur: the server's word on the address, for a well-formed one not yet checked. */
  const checkEmail = (value: string) => {
    const email = value.trim();
    if (validateEmail(email) !== true || email === lastChecked.current || !hasWebCrypto()) return;
    lastChecked.current = email;
    checkEmailExists(email).then(
      (message) => message && form.setError('email', message),
      () => undefined, // the check is advisory; sign-in reports real problems
    );
  };

  const apply = async (action: TLoginAction, email: string) => {
    const { setError, setValue } = form;
    switch (action.kind) {
      case 'signedIn':
      case 'otp':
      case 'secondFactor':
      case 'redirect':
        if (action.kind === 'redirect' && action.resetFailures) resetFailures();
        return onExit(action, email);
      case 'emailError':
        setValue('password', '');
        return setError('email', action.message);
      case 'failed':
        setValue('password', '');
        setValue('captcha', '');
        if (action.countsAsFailure) setFailures(recordFailure());
        if (action.captchaRequired) setServerWantsCaptcha(true);
        newCaptcha();
        return setError('email', action.message);
      case 'captchaError':
        setServerWantsCaptcha(true);
        setValue('captcha', '');
        newCaptcha();
        return setError('captcha', action.message);
      case 'throttled':
        setValue('password', '');
        setValue('captcha', '');
        if (action.captchaRequired) setServerWantsCaptcha(true);
        newCaptcha();
        setFormError(action.message);
        if (action.retryAfterSeconds === null) return undefined;
        return setThrottledUntil(Date.now() + action.retryAfterSeconds * 1000);
      case 'formError':
        return setFormError(action.message);
    }
  };

  const onValid = async (values: TLoginValues) => {
    setFormError(null);
    if (!hasWebCrypto()) return setFormError(t('login.insecure'));
    try {
      const answer = await signIn({
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe,
        lastURL,
        isADuser,
        captcha:
          captchaShown && captchaId.current
            ? { captchaId: captchaId.current, answer: values.captcha }
            : undefined,
      });
      await apply(decideLoginAction(answer, lastURL), values.email);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(onValid)(event);

  return {
    form,
    submit,
    checkEmail,
    captcha: { shown: captchaShown, version: captchaVersion, refresh: newCaptcha, onCaptchaId },
    formError,
    throttledUntil,
  };
}
