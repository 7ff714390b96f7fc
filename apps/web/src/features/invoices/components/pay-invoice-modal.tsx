import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import type { TInvoiceDetail } from '@resonate/contracts/billing/invoices';
import { formatExpiryInput } from '@resonate/contracts/onboarding/card';
import { ZCardSchema } from '@resonate/contracts/onboarding/payment';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { isApiError } from '@/shared/api/api-error';
import { setFieldErrors } from '@/shared/api/field-errors';
import { usePayInvoice } from '../api/invoices';

const ZPayForm = z.object({ card: ZCardSchema });
type TPayFormInput = z.input<typeof ZPayForm>;
type TPayForm = z.output<typeof ZPayForm>;

/**
 * "Pay now": the card, charged for the invoice's total. One idempotency key per attempt: a
 * double click or a retry after a lost answer charges once; an answer (a decline, a refusal)
 * starts a new attempt, so another card can be tried at once.
 */
export function PayInvoiceModal({
  invoice,
  show,
  onClose,
  onPaid,
}: {
  invoice: TInvoiceDetail;
  show: boolean;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation('invoices');
  const pay = usePayInvoice();
  const attemptKey = useRef(crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<TPayFormInput, unknown, TPayForm>({
    resolver: zodResolver(ZPayForm),
    defaultValues: { card: { number: '', expiry: '', cvc: '', name: '' } },
    mode: 'onTouched',
  });
  const { register, formState, setValue } = form;
  const errors = formState.errors.card;
  const total = formatMoney(invoice.totalMinor, invoice.currency);

  // Built at submit time: the handler reads the attempt key then, never during render.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(async (values) => {
      setRefusal(null);
      try {
        await pay.mutateAsync({
          invoiceId: invoice.invoiceId,
          idempotencyKey: attemptKey.current,
          card: values.card,
        });
        onPaid();
      } catch (error) {
        // No answer at all: keep the key, in case the charge went through.
        if (!isApiError(error) || error.status === 0) {
          setRefusal(t('pay.noAnswer'));
          return;
        }
        attemptKey.current = crypto.randomUUID();
        // A decline is about the card as a whole: one message above the form.
        const placed = error.status === 422 ? 0 : setFieldErrors(form.setError, error);
        if (placed === 0) setRefusal(error.message);
      }
    })(event);

  return (
    <Modal show={show} onHide={onClose} centered>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {t('pay.title', { number: invoice.invoiceNumber })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('pay.lead', { total })}</p>
          {refusal ? (
            <Alert variant="danger" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <fieldset disabled={formState.isSubmitting} className="d-grid gap-3">
            <Form.Group controlId="pay-card-number">
              <Form.Label>{t('pay.number')}</Form.Label>
              <Form.Control
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                isInvalid={!!errors?.number}
                {...register('card.number')}
              />
              <Form.Control.Feedback type="invalid">
                {errors?.number?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <div className="d-flex gap-3">
              <Form.Group controlId="pay-card-expiry" className="flex-fill">
                <Form.Label>{t('pay.expiry')}</Form.Label>
                <Form.Control
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  maxLength={7}
                  isInvalid={!!errors?.expiry}
                  {...register('card.expiry', {
                    onChange: (event: { target: { value: string } }) =>
                      setValue('card.expiry', formatExpiryInput(event.target.value)),
                  })}
                />
                <Form.Control.Feedback type="invalid">
                  {errors?.expiry?.message}
                </Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId="pay-card-cvc" className="flex-fill">
                <Form.Label>{t('pay.cvc')}</Form.Label>
                <Form.Control
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  maxLength={4}
                  isInvalid={!!errors?.cvc}
                  {...register('card.cvc')}
                />
                <Form.Control.Feedback type="invalid">{errors?.cvc?.message}</Form.Control.Feedback>
              </Form.Group>
            </div>
            <Form.Group controlId="pay-card-name">
              <Form.Label>{t('pay.name')}</Form.Label>
              <Form.Control
                autoComplete="cc-name"
                isInvalid={!!errors?.name}
                {...register('card.name')}
              />
              <Form.Control.Feedback type="invalid">{errors?.name?.message}</Form.Control.Feedback>
            </Form.Group>
          </fieldset>
          <p className="small text-body-secondary mt-3 mb-0">{t('pay.testMode')}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('pay.cancel')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            ) : (
              <LockKeyhole size={16} className="me-2" aria-hidden="true" />
            )}
            {t('pay.submit', { total })}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
