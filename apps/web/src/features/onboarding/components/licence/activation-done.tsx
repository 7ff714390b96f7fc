import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLicenceSubmitResult } from '@resonate/contracts/onboarding/licence';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';

/**
 * After activation. The q proved the password only for onboarding, so it never becomes a
 * session: the user signs in again (and lands where a licensed account lands), or a new agency
 * goes on to set up its brands with the fresh q the server gave.
 */
export function ActivationDone({
  result,
  clientName,
}: {
  result: TLicenceSubmitResult;
  clientName: string;
}) {
  const { t } = useTranslation('licence');
  const { formatDate } = useDateTimeFormat();
  const values = {
    clientName,
    type: result.licence.licenceTypeName,
    date: formatDate(result.licence.validUntil),
  };
  const setup = result.next === 'accountSetup' && result.q;
  return (
    <div className="account-activate__done" role="status">
      <span className="account-activate__done-icon" aria-hidden="true">
        <CircleCheck size={28} />
      </span>
      <h1 className="account-activate__title">{t('activate.successTitle')}</h1>
      <p className="account-activate__lead">
        {setup ? t('activate.successAgencyText', values) : t('activate.successText', values)}
      </p>
      {setup ? (
        <Link
          className="btn btn-primary btn-lg w-100"
          to={`${paths.accountSetup.getHref()}?q=${encodeURIComponent(result.q ?? '')}`}
        >
          {t('activate.continueSetup')}
        </Link>
      ) : (
        <Link className="btn btn-primary btn-lg w-100" to={paths.login.getHref()}>
          {t('activate.continueSignIn')}
        </Link>
      )}
    </div>
  );
}
