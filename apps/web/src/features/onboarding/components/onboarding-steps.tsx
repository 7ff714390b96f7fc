import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const ONBOARDING_STEPS = ['details', 'verify', 'licence', 'payment'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where the person is in sign-up: details, verify email, licence, payment. */
export function OnboardingSteps({ current }: { current: TOnboardingStep }) {
  const { t } = useTranslation('onboarding');
  const index = ONBOARDING_STEPS.indexOf(current);
  return (
    <ol className="onboarding-steps" aria-label={t('steps.label')}>
      {ONBOARDING_STEPS.map((step, i) => {
        const state = i < index ? 'done' : i === index ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`onboarding-steps__item is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="onboarding-steps__dot" aria-hidden="true">
              {state === 'done' ? <Check size={14} /> : i + 1}
            </span>
            <span className="onboarding-steps__label">{t(`steps.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
