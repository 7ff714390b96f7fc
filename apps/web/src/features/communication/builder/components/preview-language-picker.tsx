import {
  languageLabel,
  SUGGESTED_CONTENT_LANGUAGES,
} from '@resonate/contracts/campaigns/content-locales';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

type TProps = {
  /** The template's variants. */
  languages: readonly string[];
  /** '' = the contact's own language, or the default content without a contact. */
  value: string;
  onChange: (language: string) => void;
  hasContact: boolean;
  /** The variant the last preview showed (null = the default); undefined while there is none. */
  shown: string | null | undefined;
};

/**
 * Previews the template as a contact of a language gets it (issue 27). The spec's languages are
 * offered beside the template's own, so the fallback shows: French (Canada) gets the fr variant.
 */
export function PreviewLanguagePicker({ languages, value, onChange, hasContact, shown }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const options = [...new Set([...languages, ...SUGGESTED_CONTENT_LANGUAGES])].sort();
  return (
    <div className="mb-2">
      <Form.Group controlId="builder-preview-language" className="d-flex align-items-center gap-2">
        <Form.Label className="small mb-0 text-nowrap">{t('languages.previewAs')}</Form.Label>
        <Form.Select size="sm" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">
            {hasContact ? t('languages.previewContact') : t('languages.previewDefault')}
          </option>
          {options.map((tag) => (
            <option key={tag} value={tag}>
              {languageLabel(tag)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {shown !== undefined && (
        <p className="small text-body-secondary mb-0 mt-1" aria-live="polite">
          {t('languages.shown', {
            language: shown === null ? t('languages.default') : languageLabel(shown),
          })}
        </p>
      )}
    </div>
  );
}
