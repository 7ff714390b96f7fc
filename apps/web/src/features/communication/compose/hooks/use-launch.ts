import type { TFieldErrors } from '@resonate/contracts/envelope';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/shared/lib/notify';
import { fieldErrorsOf, launchCommunication } from '../api/compose-calls';

export type TLaunch = { launching: boolean; error: string; run: () => Promise<void> };

/**
 * LaunchCommunication after a last save. Field errors go back to the wizard (which opens the
 * step holding the first); on success the list opens with a toast.
 */
export function useLaunch(
  flush: () => Promise<number | null>,
  onFieldErrors: (errors: TFieldErrors) => void,
): TLaunch {
  const { t } = useTranslation('compose');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [launching, setLaunching] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    setError('');
    setLaunching(true);
    try {
      const id = await flush();
      if (id === null) {
        onFieldErrors({ name: t('launch.saveFirst') });
        return;
      }
      const { message } = await launchCommunication(id);
      void queryClient.invalidateQueries({ queryKey: ['communication'] });
      notifySuccess(t('launch.title'), message);
      await navigate(paths.communication.list.getHref());
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      if (Object.keys(errors).length > 0) onFieldErrors(errors);
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLaunching(false);
    }
  };
  return { launching, error, run };
}
