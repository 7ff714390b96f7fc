import { languageLabel } from '@resonate/contracts/campaigns/content-locales';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The languages a template has variants for (issue 27), as short tag badges; the full name is
 * the badge's title and is read out. Nothing when the template has only its default content.
 */
export function LanguageBadges({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation('gallery');
  if (languages.length === 0) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap align-items-center gap-1 mb-0 small">
      <li aria-hidden="true" className="text-body-secondary d-flex">
        <Globe size={14} />
      </li>
      <li className="visually-hidden">{t('languages.label')}</li>
      {languages.map((tag) => (
        <li key={tag}>
          <span className="badge text-bg-light border" title={languageLabel(tag)}>
            <span aria-hidden="true">{tag}</span>
            <span className="visually-hidden">{languageLabel(tag)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
