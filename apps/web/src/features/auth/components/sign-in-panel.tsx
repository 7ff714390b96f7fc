import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginData } from '@resonate/contracts/auth';
import { SECOND_FACTOR_MSG } from '@resonate/contracts/auth/second-factor-messages';
import type { TSecondFactorStep } from '@resonate/contracts/auth/second-factor-step';
import { landingPath } from '@/shared/lib/landing-path';
import { storeSession } from '@/shared/lib/store-session';
import { useAppStore } from '@/shared/store/app-store';
import { loginValidateConfirm } from '../api/login-validate-confirm';
import { loginValidateOtp } from '../api/login-validate-otp';
import { requestOtp } from '../api/request-otp';
import type { TLoginExit } from '../hooks/use-login-form';
import { isLoginData, type TOtpChallenge } from '../lib/login-outcome';
import { SignInForm } from './sign-in-form';

const OtpStep = lazy(() => import('@/shared/components/otp/otp-step'));
// Strong second factors (issue 12): loaded only for users who have or must set up one.
const SecondFactorStep = lazy(() => import('./second-factor/second-factor-step'));
const EnrolStep = lazy(() => import('./second-factor/enrol-step'));

export type TSignInStep = 'form' | 'otp' | 'secondFactor';

type TSignInPanelProps = {
  idPrefix: string;
  lastURL: string;
  defaultEmail?: string;
  /** The session is stored; `target` is where the spec sends this user. */
  onSignedIn: (target: string, data: TLoginData) => void;
  /** Payment, licence activation or agency setup: the user must go there first. */
  onRedirect: (to: string) => void;
  /** With the address typed so far, to prefill the forgot-password form. */
  onForgotPassword: (email: string) => void;
  onStepChange?: (step: TSignInStep) => void;
  /** The page shows the OTP title in its card; the modal shows it in its header. */
  showOtpTitle?: boolean;
};

type TOtpState = { challenge: TOtpChallenge; email: string };
type TStrongState =
  | { kind: 'secondFactor'; step: TSecondFactorStep; email: string }
  | { kind: 'enrol'; enrolToken: string; email: string };

/** Sign-in as one unit for the login page and the session modal: the form, then OTP if asked. */
export function SignInPanel(props: TSignInPanelProps) {
  const { idPrefix, lastURL, onSignedIn, onRedirect, onStepChange } = props;
  const { t } = useTranslation('auth');
  const [otp, setOtp] = useState<TOtpState | null>(null);
  const [email, setEmail] = useState(props.defaultEmail ?? '');
  const [strong, setStrong] = useState<TStrongState | null>(null);

  const goTo = (next: TOtpState | null) => {
    setOtp(next);
    setStrong(null);
    onStepChange?.(next ? 'otp' : 'form');
  };
  const goToStrong = (next: TStrongState) => {
    setOtp(null);
    setStrong(next);
    onStepChange?.('secondFactor');
  };

  const finish = async (data: TLoginData, address: string, target: string) => {
    await storeSession(data, address);
    onSignedIn(target, data);
  };

  const onExit = async (action: TLoginExit, address: string) => {
    setEmail(address);
    if (action.kind === 'signedIn') return finish(action.data, address, action.target);
    if (action.kind === 'otp') return goTo({ challenge: action.challenge, email: address });
    if (action.kind === 'secondFactor') {
      return goToStrong({ kind: 'secondFactor', step: action.step, email: address });
    }
    if (action.markAgency) useAppStore.getState().setScope({ isAgency: true });
    onRedirect(action.to);
  };

  if (strong) {
    const signedIn = (data: TLoginData) =>
      finish(data, strong.email, landingPath(lastURL, data.isCampaign));
    return (
      <Suspense fallback={<div className="otp-step otp-step--loading" />}>
        {strong.kind === 'secondFactor' ? (
          <SecondFactorStep
            idPrefix={idPrefix}
            step={strong.step}
            showTitle={props.showOtpTitle}
            onSignedIn={signedIn}
            onEmailCode={(challenge) => goTo({ challenge, email: strong.email })}
            onBack={() => goTo(null)}
          />
        ) : (
          <EnrolStep
            idPrefix={idPrefix}
            enrolToken={strong.enrolToken}
            showTitle={props.showOtpTitle}
            onSignedIn={signedIn}
            onBack={() => goTo(null)}
          />
        )}
      </Suspense>
    );
  }
  if (otp) {
    const { challenge } = otp;
    return (
      <Suspense fallback={<div className="otp-step otp-step--loading" />}>
        <OtpStep
          idPrefix={idPrefix}
          showTitle={props.showOtpTitle}
          destination={challenge.maskedEmail}
          expiresInSeconds={challenge.expiresInSeconds}
          verify={(code) => loginValidateOtp({ otpToken: challenge.otpToken, otp: code })}
          resend={() => requestOtp(challenge.otpToken)}
          onVerified={async (code) => {
            const { envelope } = await loginValidateConfirm({
              otpToken: challenge.otpToken,
              otp: code,
            });
            const enrolToken = (envelope.data as { enrolToken?: unknown } | undefined)?.enrolToken;
            if (
              envelope.message === SECOND_FACTOR_MSG.enrolRequired &&
              typeof enrolToken === 'string'
            ) {
              return goToStrong({ kind: 'enrol', enrolToken, email: otp.email });
            }
            if (!envelope.status || !isLoginData(envelope.data)) return envelope.message;
            const target = landingPath(lastURL, envelope.data.isCampaign);
            await finish(envelope.data, otp.email, target);
          }}
          onBack={() => goTo(null)}
          backLabel={t('otp.back')}
        />
      </Suspense>
    );
  }
  return (
    <SignInForm
      idPrefix={idPrefix}
      defaultEmail={email}
      lastURL={lastURL}
      onExit={onExit}
      onForgotPassword={props.onForgotPassword}
    />
  );
}
