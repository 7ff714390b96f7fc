import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteApiBase } from '@/config/api';
import { getAccessToken } from '@/shared/storage/local-storage';
import { useOpenApi } from '../api/get-openapi';
import { DocsSidebar } from '../components/docs-sidebar';
import { DocsTopbar } from '../components/docs-topbar';
import { OperationCard } from '../components/operation-card';
import { readDocsFragment, stripFragment } from '../lib/docs-fragment';
import { filterGroups, groupOperations } from '../lib/openapi-model';
import '../components/docs.scss';

/** `/docs`: the API reference generated from /api/openapi.json, with "Try it". */
export default function DocsPage() {
  const { t } = useTranslation('docs');
  // Read once, before the fragment is stripped below.
  const [context] = useState(() =>
    readDocsFragment(window.location.hash, window.location.origin, absoluteApiBase()),
  );
  useEffect(() => stripFragment(), []);
  const token = context.token ?? getAccessToken();
  const [query, setQuery] = useState('');
  const { data: doc, isPending, isError, refetch } = useOpenApi();
  const groups = useMemo(() => (doc ? groupOperations(doc) : []), [doc]);
  const visible = useMemo(() => filterGroups(groups, query), [groups, query]);
  const total = groups.reduce((sum, group) => sum + group.operations.length, 0);

  return (
    <div className="docs-page">
      <DocsTopbar version={doc?.info?.version} />
      <div className="docs-layout">
        <DocsSidebar groups={visible} query={query} onQuery={setQuery} />
        <main className="docs-main" id="main">
          <h1 className="docs-main__title">{doc?.info?.title ?? t('title')}</h1>
          <p className="docs-muted">
            {t('subtitle')} {doc ? t('operations', { count: total }) : null}
          </p>
          {context.foreignApiIgnored ? (
            <div className="alert alert-warning py-2">{t('foreignApi')}</div>
          ) : null}
          {isPending ? <p className="docs-muted">{t('loading')}</p> : null}
          {isError ? (
            <div className="alert alert-danger d-flex align-items-center justify-content-between">
              <span>{t('loadError')}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => void refetch()}
              >
                {t('retry')}
              </button>
            </div>
          ) : null}
          {doc && visible.length === 0 ? <p className="docs-muted">{t('noResults')}</p> : null}
          {doc
            ? visible.map((group) => (
                <section key={group.tag} id={`group-${group.tag}`} className="docs-group">
                  <h2 className="docs-group__title">{group.tag}</h2>
                  {group.operations.map((operation) => (
                    <OperationCard
                      key={operation.id}
                      doc={doc}
                      operation={operation}
                      apiBase={context.apiBase}
                      token={token}
                    />
                  ))}
                </section>
              ))
            : null}
        </main>
      </div>
    </div>
  );
}
