import {
  canonicalLanguageTag,
  languageLabel,
  LOCALE_LIMITS,
  LOCALE_MSG,
  SUGGESTED_CONTENT_LANGUAGES,
} from '@resonate/contracts/campaigns/content-locales';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/shared/components/confirm-modal';

type TProps = {
  /** The variants' tags; the default content ('') is always there. */
  languages: readonly string[];
  active: string;
  /** Languages ('' = default) with a problem: their button says so. */
  marked: ReadonlySet<string>;
  onSwitch: (tag: string) => void;
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
};

/**
 * The template's languages (issue 27): the default content and a variant per language, one
 * edited at a time. A new variant starts as a copy of the default; any BCP 47 tag is taken.
 */
export function LanguageTabs({ languages, active, marked, onSwitch, onAdd, onRemove }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const label = (tag: string) => (tag === '' ? t('languages.default') : languageLabel(tag));

  return (
    <div className="builder-languages d-flex flex-wrap align-items-center gap-1">
      <div role="group" aria-label={t('languages.group')} className="d-flex flex-wrap gap-1">
        {['', ...languages].map((tag) => (
          <Button
            key={tag || 'default'}
            size="sm"
            variant={tag === active ? 'primary' : 'outline-secondary'}
            aria-pressed={tag === active}
            onClick={() => onSwitch(tag)}
          >
            {label(tag)}
            {marked.has(tag) && (
              <span className="text-danger ms-1" title={t('languages.hasProblems')}>
                ●<span className="visually-hidden"> {t('languages.hasProblems')}</span>
              </span>
            )}
          </Button>
        ))}
      </div>
      {active !== '' && (
        <Button
          size="sm"
          variant="link"
          className="text-danger px-1"
          aria-label={t('languages.remove', { language: label(active) })}
          title={t('languages.remove', { language: label(active) })}
          onClick={() => setRemoving(active)}
        >
          <X size={16} aria-hidden="true" />
        </Button>
      )}
      {adding ? (
        <AddLanguageForm
          languages={languages}
          onAdd={(tag) => {
            setAdding(false);
            onAdd(tag);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button size="sm" variant="outline-primary" onClick={() => setAdding(true)}>
          <Plus size={14} aria-hidden="true" /> {t('languages.add')}
        </Button>
      )}
      <ConfirmModal
        show={removing !== null}
        title={t('languages.removeTitle')}
        body={t('languages.removeBody', { language: removing ? label(removing) : '' })}
        confirmLabel={t('languages.removeConfirm')}
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

/** A tag typed or picked from the spec's languages, checked before it becomes a variant. */
function AddLanguageForm({
  languages,
  onAdd,
  onCancel,
}: {
  languages: readonly string[];
  onAdd: (tag: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('templateBuilder');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tag = canonicalLanguageTag(value);
    if (tag === null) setError(LOCALE_MSG.tagInvalid);
    else if (languages.includes(tag)) setError(LOCALE_MSG.tagTaken);
    else if (languages.length >= LOCALE_LIMITS.variantsMax) setError(LOCALE_MSG.tooMany);
    else onAdd(tag);
  };
  return (
    <Form onSubmit={submit} noValidate className="builder-languages__add">
      <InputGroup size="sm" hasValidation>
        <Form.Control
          autoFocus
          aria-label={t('languages.tag')}
          placeholder={t('languages.tagPlaceholder')}
          list="builder-language-suggestions"
          value={value}
          isInvalid={error !== null}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
        <Button type="submit" variant="primary">
          {t('languages.addConfirm')}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('languages.cancel')}
        </Button>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text className="d-block">{t('languages.hint')}</Form.Text>
      <datalist id="builder-language-suggestions">
        {SUGGESTED_CONTENT_LANGUAGES.filter((tag) => !languages.includes(tag)).map((tag) => (
          <option key={tag} value={tag} label={languageLabel(tag)} />
        ))}
      </datalist>
    </Form>
  );
}
