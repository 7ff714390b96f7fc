import { useTranslation } from 'react-i18next';
import type { TLicenceFrequency } from '@resonate/contracts/onboarding/licence-types';
import { LICENCE_FREQUENCIES } from '@resonate/contracts/onboarding/payment';

/** Monthly or yearly billing, as a two-button switch. */
export function FrequencyToggle({
  value,
  onChange,
}: {
  value: TLicenceFrequency;
  onChange: (value: TLicenceFrequency) => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="frequency-toggle" role="radiogroup" aria-label={t('licenceType.billing')}>
      {LICENCE_FREQUENCIES.map((frequency) => (
        <button
          key={frequency}
          type="button"
          role="radio"
          aria-checked={value === frequency}
          className={`frequency-toggle__option${value === frequency ? ' is-active' : ''}`}
          onClick={() => onChange(frequency)}
        >
          {t(`licenceType.frequency.${frequency}`)}
          {frequency === 'Yearly' ? (
            <span className="frequency-toggle__badge">{t('licenceType.yearlyBadge')}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
