import { useSearchParams } from 'react-router';

/** The signed `q` an onboarding page was opened with ('' when the link has none). */
export function useOnboardingQ(): string {
  const [params] = useSearchParams();
  return params.get('q') ?? '';
}
