import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { PROFILE_MSG, type TMobileChallenge } from '@resonate/contracts/profile';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useChangeMobileNumber } from '../api/mobile-number';
import { OtpBoxes } from './otp-boxes';

/**
 * The code step of a mobile change: six boxes, checked as soon as the sixth digit is in. A
 * wrong or expired code shows under the boxes; the user may send a new code or cancel.
 */
export function MobileCodeStep(props: {
  challenge: TMobileChallenge;
  onDone: () => void;
  onResend: () => void;
}) {
  const { t } = useTranslation('pages');
  const confirm = useChangeMobileNumber();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const check = (otp: string) => {
    setProblem(null);
    confirm.mutate(
      { otpToken: props.challenge.otpToken, otp },
      {
        onSuccess: () => {
          notifySuccess(t('profile.mobile.title'), PROFILE_MSG.mobileChanged);
          props.onDone();
        },
        onError: (error) => {
          setCode('');
          setProblem(isApiError(error) ? error.message : String(error));
        },
      },
    );
  };

  return (
    <div className="profile-otp mt-3">
      {props.challenge.deliveredTo === 'devOutbox' ? (
        // Development only: without it a developer waits for an SMS that never comes.
        <div className="alert alert-warning small py-2" role="status">
          {PROFILE_MSG.codeInDevOutbox}
        </div>
      ) : null}
      <p className="mb-2" id="profile-otp-help">
        {t('profile.mobile.enterCode', { number: props.challenge.maskedNumber })}
      </p>
      <OtpBoxes
        value={code}
        onChange={setCode}
        onComplete={check}
        disabled={confirm.isPending}
        invalid={problem !== null}
        describedBy={problem ? 'profile-otp-error' : 'profile-otp-help'}
      />
      {problem ? (
        <p id="profile-otp-error" className="text-danger small mt-2 mb-0" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="d-flex gap-2 mt-3">
        <Button variant="outline-secondary" size="sm" onClick={props.onDone}>
          {t('profile.mobile.cancel')}
        </Button>
        <Button variant="link" size="sm" onClick={props.onResend}>
          {t('profile.mobile.resend')}
        </Button>
      </div>
    </div>
  );
}
