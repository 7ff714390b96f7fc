import { Plus, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import type { TListKind } from '@resonate/contracts/audience/lists';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { paths } from '@/config/paths';
import { ListToolbar } from '@/shared/components/list-toolbar/list-toolbar';
import { canChangeFeature } from '@/shared/storage/permissions';
import { SearchInput } from './search-input';

const CHIPS: readonly (TListKind | undefined)[] = [undefined, 'target', 'adhoc'];

/** The Target list tab's filters (all / target / ad-hoc), search, and its actions. */
export function ListsToolbar({
  kind,
  search,
  onKind,
  onSearch,
  onCreate,
}: {
  kind: TListKind | undefined;
  search: string;
  onKind: (kind: TListKind | undefined) => void;
  onSearch: (search: string) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation('audienceLists');
  return (
    <ListToolbar
      actions={
        canChangeFeature(FEATURE_IDS.audience, 'create') ? (
          <>
            <Link to={paths.audience.newImport.getHref()} className="btn btn-outline-secondary">
              <Upload size={16} aria-hidden="true" />
              {t('actions.importContacts')}
            </Link>
            <Button onClick={onCreate}>
              <Plus size={16} aria-hidden="true" />
              {t('actions.create')}
            </Button>
          </>
        ) : null
      }
    >
      <div className="list-chips" role="group" aria-label={t('filters.label')}>
        {CHIPS.map((chip) => (
          <Button
            key={chip ?? 'all'}
            size="sm"
            variant={kind === chip ? 'primary' : 'outline-secondary'}
            aria-pressed={kind === chip}
            onClick={() => onKind(chip)}
          >
            {t(`filters.${chip ?? 'all'}`)}
          </Button>
        ))}
      </div>
      <SearchInput
        id="lists-search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onSearch={onSearch}
      />
    </ListToolbar>
  );
}
