import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { channelName } from '@resonate/contracts/channels';
import {
  licencePriceMinor,
  type TLicenceFrequency,
  type TLicenceType,
} from '@resonate/contracts/onboarding/licence-types';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

const CHANNELS_SHOWN = 6;

type TLicenceTypeCardProps = {
  type: TLicenceType;
  frequency: TLicenceFrequency;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
};

/** One licence type: its price at the chosen frequency, seats and channels, and Choose. */
export function LicenceTypeCard(props: TLicenceTypeCardProps) {
  const { type, frequency, current, busy, disabled, onChoose } = props;
  const { t, i18n } = useTranslation('onboarding');
  const price = formatMoney(licencePriceMinor(type, frequency), type.currency, i18n.language);
  const channels = type.channelIds.map((id) => channelName(id) ?? String(id));
  const titleId = `licence-type-${type.id}`;
  return (
    <article
      className={`licence-type-card${current ? ' is-current' : ''}`}
      aria-labelledby={titleId}
    >
      {current ? (
        <span className="licence-type-card__badge">{t('licenceType.current')}</span>
      ) : null}
      <h2 id={titleId} className="licence-type-card__name">
        {type.name}
      </h2>
      <p className="licence-type-card__price">
        <span className="licence-type-card__amount">{price}</span>
        <span className="licence-type-card__per">
          {frequency === 'Yearly' ? t('licenceType.perYear') : t('licenceType.perMonth')}
        </span>
      </p>
      <p className="licence-type-card__saving">
        {frequency === 'Yearly' ? t('licenceType.yearlySaving') : t('licenceType.monthlyNote')}
      </p>
      <ul className="licence-type-card__features">
        <li>
          <Check size={16} aria-hidden="true" />
          {t('licenceType.seats', { count: type.seats })}
        </li>
        <li>
          <Check size={16} aria-hidden="true" />
          {t('licenceType.channels', { count: channels.length })}
          <span className="licence-type-card__channels">
            {channels.slice(0, CHANNELS_SHOWN).join(', ')}
            {channels.length > CHANNELS_SHOWN
              ? ` ${t('licenceType.more', { count: channels.length - CHANNELS_SHOWN })}`
              : ''}
          </span>
        </li>
        {type.isAgency ? (
          <li>
            <Check size={16} aria-hidden="true" />
            {t('licenceType.brands')}
          </li>
        ) : null}
      </ul>
      <Button
        variant={current ? 'primary' : 'outline-primary'}
        className="licence-type-card__choose"
        onClick={onChoose}
        disabled={disabled}
        aria-describedby={titleId}
      >
        {busy ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('licenceType.choosing')}
          </>
        ) : (
          t('licenceType.choose', { name: type.name })
        )}
      </Button>
    </article>
  );
}
