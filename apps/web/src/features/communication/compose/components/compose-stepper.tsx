import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TStepId } from '../lib/steps';

type TProps = {
  steps: TStepId[];
  current: number;
  /** Steps up to this index have been reached and can be opened again. */
  reached: number;
  onOpen: (index: number) => void;
};

/** The step list: buttons, so Tab and Enter move between reached steps. */
export function ComposeStepper({ steps, current, reached, onOpen }: TProps) {
  const { t } = useTranslation('compose');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="compose-stepper">
        {steps.map((step, index) => {
          const done = index < current || index <= reached;
          return (
            <li key={step} className={index === current ? 'is-current' : done ? 'is-done' : ''}>
              <button
                type="button"
                className="compose-stepper__step"
                aria-current={index === current ? 'step' : undefined}
                disabled={index > reached}
                onClick={() => onOpen(index)}
              >
                <span className="compose-stepper__number" aria-hidden="true">
                  {index < current ? <Check size={14} /> : index + 1}
                </span>
                {t(`steps.${step}`)}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
