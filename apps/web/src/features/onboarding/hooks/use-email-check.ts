import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ZEmailSchema } from '@resonate/contracts/fields';
import type { TSignUpFormInput } from '@resonate/contracts/onboarding/signup';
import { checkSignUpEmail } from '../api/sign-up';

export type TEmailCheck = 'idle' | 'checking' | 'available' | 'taken';

/**
 * The business email is checked against the server when it loses focus (spec section 5): a
 * registered address gets the server's message under the field at once. Each address is asked
 * about once; a failed call (network) leaves the check to the final step.
 */
export function useEmailCheck(form: UseFormReturn<TSignUpFormInput, unknown, unknown>) {
  const [status, setStatus] = useState<TEmailCheck>('idle');
  const checked = useRef<{ email: string; message: string | null } | null>(null);

  const show = (message: string | null) => {
    setStatus(message ? 'taken' : 'available');
    if (message) form.setError('emailId', { type: 'server', message });
  };

  const onBlur = async (value: string) => {
    const email = value.trim().toLowerCase();
    if (!ZEmailSchema.safeParse(email).success) return setStatus('idle');
    if (checked.current?.email === email) return show(checked.current.message);
    setStatus('checking');
    try {
      const message = await checkSignUpEmail(email);
      checked.current = { email, message };
      // The person may have typed on while the answer travelled.
      if (form.getValues('emailId').trim().toLowerCase() === email) show(message);
    } catch {
      setStatus('idle');
    }
  };

  return { status, onBlur, reset: () => setStatus('idle') };
}
