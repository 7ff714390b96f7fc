import { Download, Search, SlidersHorizontal, Upload, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CONTACT_SEARCH_MAX } from '@resonate/contracts/audience/contacts';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { paths } from '@/config/paths';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useDebouncedValue } from '../../hooks/lists/use-debounced-value';

const SEARCH_DELAY_MS = 300;

/** The search box (debounced) and the page's actions. */
export function ContactsToolbar({
  search,
  onSearch,
  onAdd,
  onCustomFields,
  onExport,
  exporting,
}: {
  search: string;
  onSearch: (search: string) => void;
  onAdd: () => void;
  onCustomFields: () => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation('audience');
  // What the role cannot do is not offered (the API refuses it anyway).
  const canCreate = canChangeFeature(FEATURE_IDS.audience, 'create');
  const canEdit = canChangeFeature(FEATURE_IDS.audience, 'edit');
  const [text, setText] = useState(search);
  // A search set from outside (the URL, a reset) replaces what the box holds.
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (text.trim() !== search) setText(search);
  }
  const debounced = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return (
    <div className="contacts-toolbar">
      <Form
        role="search"
        className="contacts-toolbar__search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Search size={16} aria-hidden="true" className="contacts-toolbar__search-icon" />
        <Form.Control
          type="search"
          value={text}
          maxLength={CONTACT_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('toolbar.searchPlaceholder')}
          aria-label={t('toolbar.search')}
          title={t('toolbar.searchHint')}
        />
      </Form>
      <div className="contacts-toolbar__actions">
        {canCreate ? (
          <Link className="btn btn-outline-secondary" to={paths.audience.newImport.getHref()}>
            <Upload size={16} aria-hidden="true" /> {t('toolbar.import')}
          </Link>
        ) : null}
        {canEdit ? (
          <Button variant="outline-secondary" onClick={onCustomFields}>
            <SlidersHorizontal size={16} aria-hidden="true" /> {t('toolbar.customFields')}
          </Button>
        ) : null}
        <Button variant="outline-secondary" onClick={onExport} disabled={exporting}>
          <Download size={16} aria-hidden="true" />{' '}
          {exporting ? t('toolbar.exporting') : t('toolbar.export')}
        </Button>
        {canCreate ? (
          <Button onClick={onAdd}>
            <UserPlus size={16} aria-hidden="true" /> {t('toolbar.add')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
