import { useTranslation } from 'react-i18next';
import type { TSignUpOtpChallenge } from '@resonate/contracts/onboarding/signup';
import OtpStep from '@/shared/components/otp/otp-step';
import { resendSignUpOtp, validateSignUpOtp } from '../../api/sign-up';

type TSignUpOtpProps = {
  challenge: TSignUpOtpChallenge;
  email: string;
  /** After 'Valid OTP': creates the account; a returned message shows in the step. */
  onVerified: () => Promise<string | void>;
  onBack: () => void;
};

/** The email verification step: the same six boxes, countdown and 'Resend?' as sign-in. */
export function SignUpOtp({ challenge, email, onVerified, onBack }: TSignUpOtpProps) {
  const { t } = useTranslation('onboarding');
  return (
    <section className="signup-otp" aria-labelledby="signup-otp-title">
      <h2 id="signup-otp-title" className="h4 signup-otp__title">
        {t('signUp.otp.title')}
      </h2>
      <OtpStep
        idPrefix="signup"
        destination={challenge.maskedEmail}
        hint={t('signUp.otp.hint', { email })}
        expiresInSeconds={challenge.otpExpiresInSeconds}
        verify={(code) => validateSignUpOtp({ otpToken: challenge.otpToken, otp: code })}
        resend={() => resendSignUpOtp(challenge.otpToken)}
        onVerified={onVerified}
        onBack={onBack}
        backLabel={t('signUp.otp.back')}
      />
    </section>
  );
}
