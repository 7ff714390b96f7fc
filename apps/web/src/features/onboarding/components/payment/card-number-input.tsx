import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Controller, useFormContext } from 'react-hook-form';
import {
  cardBrand,
  cardDigits,
  formatCardNumber,
  isValidCardNumber,
} from '@resonate/contracts/onboarding/card';
import type { TPaymentFormInput } from '@resonate/contracts/onboarding/payment';

/**
 * The card number, grouped as printed on the card while it is typed, with the brand read from
 * its first digits and a tick once the number passes the Luhn check.
 */
export function CardNumberInput({ error }: { error?: string }) {
  const { t } = useTranslation('onboarding');
  const { control } = useFormContext<TPaymentFormInput>();
  return (
    <Controller
      control={control}
      name="card.number"
      render={({ field }) => {
        const digits = cardDigits(field.value ?? '');
        const brand = cardBrand(digits);
        const valid = isValidCardNumber(digits);
        return (
          <div className="card-number">
            <input
              id="payment-card-number"
              className={`form-control card-number__input${error ? ' is-invalid' : ''}`}
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'payment-card-number-error' : 'payment-card-brand'}
              name={field.name}
              ref={field.ref}
              value={formatCardNumber(field.value ?? '')}
              onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
              onBlur={field.onBlur}
            />
            <span
              id="payment-card-brand"
              className={`card-number__brand card-number__brand--${brand}${valid ? ' is-valid' : ''}`}
            >
              {brand === 'unknown' ? (
                <CreditCard size={20} aria-label={t('payment.card.brand.unknown')} />
              ) : (
                t(`payment.card.brand.${brand}`)
              )}
            </span>
            {error ? (
              <div id="payment-card-number-error" className="invalid-feedback">
                {error}
              </div>
            ) : null}
          </div>
        );
      }}
    />
  );
}
