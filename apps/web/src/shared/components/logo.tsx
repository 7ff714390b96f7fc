import { useTranslation } from 'react-i18next';

/** The Resonate mark (three widening sound waves in a rounded square) and word mark. */
export function Logo({
  inverted = false,
  showName = true,
}: {
  inverted?: boolean;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className={`app-logo${inverted ? ' app-logo--inverted' : ''}`}>
      <svg
        className="app-logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        role="img"
        aria-label={showName ? undefined : t('app.name')}
        aria-hidden={showName ? true : undefined}
      >
        <rect width="32" height="32" rx="9" className="app-logo__tile" />
        <circle cx="10" cy="16" r="2.6" className="app-logo__wave" />
        <path d="M14.5 10.5a7.5 7.5 0 0 1 0 11" className="app-logo__stroke" />
        <path d="M18.5 7a12 12 0 0 1 0 18" className="app-logo__stroke app-logo__stroke--soft" />
        <path
          d="M22.5 4.5a15.5 15.5 0 0 1 0 23"
          className="app-logo__stroke app-logo__stroke--faint"
        />
      </svg>
      {showName ? <span className="app-logo__name">{t('app.name')}</span> : null}
    </span>
  );
}
