import { useTranslation } from 'react-i18next';

/** Where the agency is in its setup: brands, then done. */
export function SetupSteps({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('admin');
  const steps = [t('setup.stepBrands'), t('setup.stepDone')];
  return (
    <ol className="agency-setup__steps" aria-label={t('setup.progress')}>
      {steps.map((label, index) => (
        <li
          key={label}
          className={index + 1 === current ? 'is-current' : undefined}
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          <span className="agency-setup__step-number">{index + 1}</span>
          {label}
        </li>
      ))}
    </ol>
  );
}
