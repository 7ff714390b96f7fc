import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ZPaymentFormSchema,
  type TPaymentDetails,
  type TPaymentForm,
  type TPaymentFormInput,
  type TPaymentSubmitResult,
} from '@resonate/contracts/onboarding/payment';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { paths } from '@/config/paths';
import { landingPath, withQuery } from '@/shared/lib/landing-path';
import { notifySuccess } from '@/shared/lib/notify';
import { storeSession } from '@/shared/lib/store-session';
import { OnboardingError } from '../api/onboarding-post';
import { paymentSubmit } from '../api/payment';
import { clearCodes, readCode, storeCode } from '../lib/stored-codes';

const CARD_FIELDS = ['card.number', 'card.expiry', 'card.cvc', 'card.name', 'cpCode'] as const;
type TCardField = (typeof CARD_FIELDS)[number];

/**
 * The payment: one idempotency key per attempt, so a double click or a retry after a lost
 * answer charges once; a refusal (an answer) starts a new attempt. A success signs the person
 * in (or sends an agency to its account setup), as the spec's login table would.
 */
export function usePayment(q: string, details: TPaymentDetails) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const attemptKey = useRef(crypto.randomUUID());
  const [declined, setDeclined] = useState<string | null>(null);
  const [paid, setPaid] = useState<TPaymentSubmitResult | null>(null);
  const form = useForm<TPaymentFormInput, unknown, TPaymentForm>({
    resolver: zodResolver(ZPaymentFormSchema),
    defaultValues: {
      card: { number: '', expiry: '', cvc: '', name: '' },
      cpCode: readCode(STORAGE_KEYS.cpCode),
    },
    mode: 'onTouched',
  });

  const finish = async (result: TPaymentSubmitResult) => {
    clearCodes();
    notifySuccess(t('payment.title'), t('payment.success'));
    if (result.next === 'signedIn' && result.session) {
      await storeSession(result.session, result.session.email);
      await navigate(landingPath('', result.session.isCampaign), { replace: true });
    } else if (result.next === 'accountSetup') {
      await navigate(withQuery(paths.accountSetup.getHref(), result.q), { replace: true });
    } else {
      setPaid(result);
    }
  };

  const submit = (promoCode: string) =>
    form.handleSubmit(async (values) => {
      setDeclined(null);
      storeCode(STORAGE_KEYS.cpCode, values.cpCode);
      try {
        const result = await paymentSubmit({
          q,
          orderId: details.orderId,
          idempotencyKey: attemptKey.current,
          promoCode,
          cpCode: values.cpCode,
          card: values.card,
        });
        await finish(result);
      } catch (error) {
        if (!(error instanceof OnboardingError)) {
          // No answer: the same key again next time, in case the charge went through.
          setDeclined(error instanceof Error ? error.message : String(error));
          return;
        }
        attemptKey.current = crypto.randomUUID();
        // A decline (422) is about the card as a whole: one message above the form.
        const placed =
          error.httpStatus === 422 ? [] : CARD_FIELDS.filter((field) => error.fieldErrors[field]);
        for (const field of placed) {
          form.setError(field as TCardField, { type: 'server', message: error.fieldErrors[field] });
        }
        if (placed.length === 0) setDeclined(error.message);
      }
    });

  return { form, declined, paid, submit };
}
