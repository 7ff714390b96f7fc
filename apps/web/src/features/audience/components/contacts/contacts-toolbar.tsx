import { Download, MailCheck, SlidersHorizontal, Upload, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import { CONTACT_SEARCH_MAX } from '@resonate/contracts/audience/contacts';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { paths } from '@/config/paths';
import { ListToolbar } from '@/shared/components/list-toolbar/list-toolbar';
import { SearchField } from '@/shared/components/list-toolbar/search-field';
import { canChangeFeature } from '@/shared/storage/permissions';

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
  return (
    <ListToolbar
      actions={
        <>
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
          <Link className="btn btn-outline-secondary" to={paths.audience.optInSettings.getHref()}>
            <MailCheck size={16} aria-hidden="true" /> {t('toolbar.optIn')}
          </Link>
          <Button variant="outline-secondary" onClick={onExport} disabled={exporting}>
            <Download size={16} aria-hidden="true" />{' '}
            {exporting ? t('toolbar.exporting') : t('toolbar.export')}
          </Button>
          {canCreate ? (
            <Button onClick={onAdd}>
              <UserPlus size={16} aria-hidden="true" /> {t('toolbar.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <SearchField
        landmark
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        title={t('toolbar.searchHint')}
        value={search}
        maxLength={CONTACT_SEARCH_MAX}
        onSearch={onSearch}
      />
    </ListToolbar>
  );
}
