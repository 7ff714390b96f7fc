import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { HEADER_LANGUAGES } from '@/shared/i18n/languages';

/** Lists English only (spec section 1); the other languages exist but are not offered here. */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        as="button"
        className="app-icon-button app-icon-button--text"
        // The name holds the visible language, so speech users can say what they see (WCAG 2.5.3).
        aria-label={t('header.languageLabel', { name: t('header.english') })}
      >
        <Globe size={18} aria-hidden="true" />
        <span className="d-none d-md-inline">{t('header.english')}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-dropdown-menu">
        <Dropdown.Header>{t('header.language')}</Dropdown.Header>
        {HEADER_LANGUAGES.map((language) => (
          <Dropdown.Item
            key={language}
            as="button"
            active={i18n.language === language}
            onClick={() => void i18n.changeLanguage(language)}
          >
            <span className="flex-grow-1">{t('header.english')}</span>
            {i18n.language === language ? <Check size={16} aria-hidden="true" /> : null}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
