import { LockKeyhole } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  cardBrand,
  cardDigits,
  cvcLength,
  formatExpiryInput,
} from '@resonate/contracts/onboarding/card';
import type { TPaymentForm, TPaymentFormInput } from '@resonate/contracts/onboarding/payment';
import { CardNumberInput } from './card-number-input';

type TCardFormProps = {
  form: UseFormReturn<TPaymentFormInput, unknown, TPaymentForm>;
  payLabel: string;
  declined: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

function messageOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The card (number, expiry, CVC, name), the channel-partner code and Pay. */
export function CardForm({ form, payLabel, declined, onSubmit }: TCardFormProps) {
  const { t } = useTranslation('onboarding');
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const number = useWatch({ control, name: 'card.number' }) ?? '';
  const cvcMax = cvcLength(cardBrand(cardDigits(number)));
  return (
    <FormProvider {...form}>
      <form className="payment-form" onSubmit={onSubmit} noValidate data-allow-enter>
        <h2 className="h5 payment-form__title">{t('payment.card.title')}</h2>
        {declined ? (
          <div className="alert alert-danger" role="alert">
            {declined}
          </div>
        ) : null}
        <fieldset disabled={isSubmitting} className="payment-form__fields">
          <div className="payment-field payment-field--wide">
            <label className="form-label" htmlFor="payment-card-number">
              {t('payment.card.number')}
            </label>
            <CardNumberInput error={messageOf(errors.card?.number)} />
          </div>
          <Form.Group controlId="payment-card-expiry" className="payment-field">
            <Form.Label>{t('payment.card.expiry')}</Form.Label>
            <Controller
              control={control}
              name="card.expiry"
              render={({ field }) => (
                <Form.Control
                  {...field}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(formatExpiryInput(event.target.value))}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder={t('payment.card.expiryPlaceholder')}
                  maxLength={7}
                  isInvalid={!!errors.card?.expiry}
                />
              )}
            />
            <Form.Control.Feedback type="invalid">
              {messageOf(errors.card?.expiry)}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="payment-card-cvc" className="payment-field">
            <Form.Label>{t('payment.card.cvc')}</Form.Label>
            <Form.Control
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={'•'.repeat(cvcMax)}
              maxLength={cvcMax}
              isInvalid={!!errors.card?.cvc}
              {...register('card.cvc')}
            />
            <Form.Control.Feedback type="invalid">
              {messageOf(errors.card?.cvc)}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="payment-card-name" className="payment-field payment-field--wide">
            <Form.Label>{t('payment.card.name')}</Form.Label>
            <Form.Control
              autoComplete="cc-name"
              isInvalid={!!errors.card?.name}
              {...register('card.name')}
            />
            <Form.Control.Feedback type="invalid">
              {messageOf(errors.card?.name)}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="payment-cp-code" className="payment-field payment-field--wide">
            <Form.Label>
              {t('payment.cp.label')}{' '}
              <span className="text-body-secondary">{t('payment.optional')}</span>
            </Form.Label>
            <Form.Control isInvalid={!!errors.cpCode} maxLength={32} {...register('cpCode')} />
            {errors.cpCode ? (
              <Form.Control.Feedback type="invalid">
                {messageOf(errors.cpCode)}
              </Form.Control.Feedback>
            ) : (
              <Form.Text>{t('payment.cp.hint')}</Form.Text>
            )}
          </Form.Group>
        </fieldset>
        <Button type="submit" size="lg" className="payment-form__pay" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('payment.paying')}
            </>
          ) : (
            <>
              <LockKeyhole size={18} className="me-2" aria-hidden="true" />
              {payLabel}
            </>
          )}
        </Button>
        <p className="payment-form__secure">{t('payment.secure')}</p>
        <p className="payment-form__test">{t('payment.testMode')}</p>
      </form>
    </FormProvider>
  );
}
