import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ZSignUpFieldsSchema,
  ZSignUpFormSchema,
  type TSignUpForm,
  type TSignUpFormInput,
  type TSignUpOtpChallenge,
} from '@resonate/contracts/onboarding/signup';
import type { TMasterData } from '@resonate/contracts/master-data';
import { paths } from '@/config/paths';
import { withQuery } from '@/shared/lib/landing-path';
import { OnboardingError } from '../api/onboarding-post';
import { requestSignUpOtp, saveSignUp } from '../api/sign-up';
import { browserContext, signUpDefaults } from '../lib/sign-up-defaults';

export type TSignUpStep =
  { kind: 'form' } | { kind: 'otp'; challenge: TSignUpOtpChallenge; values: TSignUpForm };

const FIELDS = new Set<string>(Object.keys(ZSignUpFieldsSchema.shape));

/**
 * The sign-up as the issue orders it: the new-user form, then the emailed code that proves the
 * business email, then SaveSignUp, then the Licensetype page. A refusal of a field (the email
 * registered meanwhile, say) brings the form back with the message under that field.
 */
export function useSignUp(masterData: TMasterData | undefined) {
  const navigate = useNavigate();
  const [step, setStep] = useState<TSignUpStep>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TSignUpFormInput, unknown, TSignUpForm>({
    resolver: zodResolver(ZSignUpFormSchema),
    defaultValues: signUpDefaults(masterData, browserContext()),
    mode: 'onTouched',
  });

  /** Field errors go under their fields; anything else above the form. Says if any was placed. */
  const placeErrors = (error: unknown): boolean => {
    const fieldErrors = error instanceof OnboardingError ? error.fieldErrors : {};
    const placed = Object.entries(fieldErrors).filter(([field]) => FIELDS.has(field));
    for (const [field, message] of placed) {
      form.setError(field as keyof TSignUpFormInput, { type: 'server', message });
    }
    if (placed.length === 0) setFormError(error instanceof Error ? error.message : String(error));
    return placed.length > 0;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const challenge = await requestSignUpOtp(values.emailId);
      setStep({ kind: 'otp', challenge, values });
    } catch (error) {
      placeErrors(error);
    }
  });

  /** After 'Valid OTP': create the account. A returned message shows in the OTP step. */
  const createAccount = async (): Promise<string | void> => {
    if (step.kind !== 'otp') return;
    try {
      const saved = await saveSignUp({ ...step.values, otpToken: step.challenge.otpToken });
      await navigate(withQuery(paths.licenseType.getHref(), saved.q));
    } catch (error) {
      if (error instanceof OnboardingError && Object.keys(error.fieldErrors).length > 0) {
        setStep({ kind: 'form' });
        placeErrors(error);
        return;
      }
      return error instanceof Error ? error.message : String(error);
    }
  };

  return {
    form,
    step,
    formError,
    submit,
    createAccount,
    backToForm: () => setStep({ kind: 'form' }),
  };
}
