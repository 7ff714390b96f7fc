import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDocGroup } from '../lib/openapi-model';

type TProps = { groups: TDocGroup[]; query: string; onQuery: (query: string) => void };

/** Search box and the list of groups, each an anchor into the page. */
export function DocsSidebar({ groups, query, onQuery }: TProps) {
  const { t } = useTranslation('docs');
  return (
    <aside className="docs-sidebar">
      <label htmlFor="docs-search" className="visually-hidden">
        {t('search')}
      </label>
      <div className="docs-search">
        <Search size={16} aria-hidden="true" />
        <input
          id="docs-search"
          type="search"
          className="form-control"
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(e) => onQuery(e.target.value)}
        />
      </div>
      <nav aria-label={t('title')}>
        <ul className="docs-nav">
          {groups.map((group) => (
            <li key={group.tag}>
              <a href={`#group-${group.tag}`}>{group.tag}</a>
              <span className="docs-nav__count">{group.operations.length}</span>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
