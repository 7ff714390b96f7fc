import { Tag, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TPaymentDetails } from '@resonate/contracts/onboarding/payment';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { validatePromoCode } from '../../api/payment';
import { readCode, storeCode } from '../../lib/stored-codes';

type TPromoCodeFieldProps = {
  q: string;
  applied: TPaymentDetails['quote'] | null;
  /** The details with the code's discount, or null once the code is removed. */
  onChange: (details: TPaymentDetails | null) => void;
  disabled: boolean;
};

/**
 * The promo code: checked by the server (ValidatePromoCode), kept under the promoCode storage
 * key once it applies, and applied again on the next visit.
 */
export function PromoCodeField({ q, applied, onChange, disabled }: TPromoCodeFieldProps) {
  const { t } = useTranslation('onboarding');
  const [code, setCode] = useState(() => readCode(STORAGE_KEYS.promoCode));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (value: string) => {
    const promoCode = value.trim().toUpperCase();
    if (promoCode === '') return;
    setBusy(true);
    setError(null);
    try {
      onChange(await validatePromoCode(q, promoCode));
      storeCode(STORAGE_KEYS.promoCode, promoCode);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      storeCode(STORAGE_KEYS.promoCode, '');
    } finally {
      setBusy(false);
    }
  };

  // A stored code (from an earlier visit or a partner's link) is applied once, on arrival.
  const stored = useRef(code);
  useEffect(() => {
    if (stored.current) void apply(stored.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the code found on arrival
  }, []);

  if (applied?.promoCode) {
    return (
      <div className="promo-applied" role="status">
        <Tag size={16} aria-hidden="true" />
        <span>
          {t('payment.promo.applied', {
            code: applied.promoCode,
            description: applied.promoDescription ?? '',
          })}
        </span>
        <Button
          variant="link"
          size="sm"
          className="promo-applied__remove"
          disabled={disabled}
          onClick={() => {
            storeCode(STORAGE_KEYS.promoCode, '');
            setCode('');
            onChange(null);
          }}
        >
          <X size={14} aria-hidden="true" /> {t('payment.promo.remove')}
        </Button>
      </div>
    );
  }
  return (
    <Form
      className="promo-code"
      data-allow-enter
      onSubmit={(event) => {
        event.preventDefault();
        void apply(code);
      }}
    >
      <Form.Label htmlFor="payment-promo-code">{t('payment.promo.label')}</Form.Label>
      <div className="promo-code__row">
        <Form.Control
          id="payment-promo-code"
          value={code}
          maxLength={32}
          isInvalid={!!error}
          aria-describedby={error ? 'payment-promo-error' : undefined}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          disabled={disabled || busy}
        />
        <Button
          type="submit"
          variant="outline-primary"
          disabled={disabled || busy || code.trim() === ''}
        >
          {busy ? t('payment.promo.applying') : t('payment.promo.apply')}
        </Button>
      </div>
      {error ? (
        <div id="payment-promo-error" className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </Form>
  );
}
