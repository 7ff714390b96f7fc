import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { normaliseTaxNumber } from '@resonate/contracts/billing/tax';
import type { TPaymentDetails } from '@resonate/contracts/onboarding/payment';
import { setTaxNumber } from '../../api/payment';

type TTaxNumberFieldProps = {
  q: string;
  details: TPaymentDetails;
  /** The details with the tax this number decides (e.g. the EU reverse charge). */
  onChange: (details: TPaymentDetails) => void;
  disabled: boolean;
};

/**
 * The optional VAT/tax number: checked against the company's country as the server will check
 * it (billing/tax.ts), then saved on the account; the quote beside it shows the tax it decides.
 */
export function TaxNumberField({ q, details, onChange, disabled }: TTaxNumberFieldProps) {
  const { t } = useTranslation('onboarding');
  const [value, setValue] = useState(details.taxNumber);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unchanged = value.trim() === details.taxNumber;

  const save = async () => {
    const checked = normaliseTaxNumber(details.countryCode, value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const next = await setTaxNumber({
        q,
        taxNumber: checked.value,
        promoCode: details.quote.promoCode ?? '',
      });
      setValue(next.taxNumber);
      onChange(next);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      className="promo-code tax-number mb-3"
      data-allow-enter
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Form.Label htmlFor="payment-tax-number">
        {t('payment.taxNumber.label')}{' '}
        <span className="text-body-secondary">{t('payment.optional')}</span>
      </Form.Label>
      <div className="promo-code__row">
        <Form.Control
          id="payment-tax-number"
          value={value}
          maxLength={40}
          autoComplete="off"
          isInvalid={!!error}
          aria-describedby={error ? 'payment-tax-number-error' : 'payment-tax-number-hint'}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
          disabled={disabled || busy}
        />
        <Button type="submit" variant="outline-primary" disabled={disabled || busy || unchanged}>
          {busy ? t('payment.taxNumber.saving') : t('payment.taxNumber.save')}
        </Button>
      </div>
      {error ? (
        <div id="payment-tax-number-error" className="invalid-feedback d-block">
          {error}
        </div>
      ) : (
        <Form.Text id="payment-tax-number-hint">{t('payment.taxNumber.hint')}</Form.Text>
      )}
    </Form>
  );
}
