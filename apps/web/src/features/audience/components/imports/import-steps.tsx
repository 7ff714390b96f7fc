import { useTranslation } from 'react-i18next';

const STEPS = ['upload', 'map', 'import'] as const;

/** Where the user is in the wizard: Upload files, Map columns, Import. */
export function ImportSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation('audienceImport');
  return (
    <ol className="import-steps" aria-label={t('steps.label')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index === current ? 'is-current' : index < current ? 'is-done' : ''}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="import-steps__number">{index + 1}</span>
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
