import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LIST_NAME_MAX } from '@resonate/contracts/limits';
import Spinner from 'react-bootstrap/Spinner';
import { paths } from '@/config/paths';
import { useList } from '../api/lists/list-queries';
import { DynamicListEditor } from '../components/lists/dynamic-list-editor';
import { ListHeader } from '../components/lists/list-header';
import { ListsEmptyState } from '../components/lists/lists-empty-state';
import '../components/lists/lists.scss';

/** /audience/dynamic-list/new and /audience/dynamic-list/:listId: build or edit a rule. */
export default function DynamicListEditorPage() {
  const { t } = useTranslation('audienceLists');
  const param = useParams().listId;
  const listId = param === undefined ? 0 : Number(param);
  const isNew = param === undefined;
  const list = useList(Number.isSafeInteger(listId) ? listId : 0);
  const fromId = Number(useSearchParams()[0].get('from'));
  const source = useList(isNew && Number.isSafeInteger(fromId) ? fromId : 0);
  const template = useMemo(
    () =>
      source.data?.kind === 'dynamic'
        ? {
            name: t('dynamicLists.copyName', { name: source.data.name }).slice(0, LIST_NAME_MAX),
            rule: source.data.rule,
          }
        : undefined,
    [source.data, t],
  );
  const back = paths.audience.dynamicList.getHref();

  if (!isNew && (list.isError || !(listId > 0) || (list.data && list.data.kind !== 'dynamic'))) {
    return (
      <section className="lists-page">
        <ListsEmptyState title={list.data ? t('editor.notDynamic') : t('editor.notFound')}>
          <Link to={back} className="btn btn-primary">
            {t('actions.back')}
          </Link>
        </ListsEmptyState>
      </section>
    );
  }
  if ((!isNew && !list.data) || (isNew && fromId > 0 && source.isPending)) {
    return (
      <div className="lists-card__loading" role="status">
        <Spinner size="sm" aria-hidden /> {t('actions.loading')}
      </div>
    );
  }
  return (
    <section className="lists-page" aria-labelledby={isNew ? 'editor-title' : 'list-title'}>
      {list.data ? (
        <ListHeader list={list.data} count={undefined} backTo={back} />
      ) : (
        <header className="list-header">
          <div>
            <Link to={back} className="list-header__back">
              <ArrowLeft size={14} aria-hidden="true" />
              {t('actions.back')}
            </Link>
            <h2 id="editor-title" className="h4 mb-0">
              {t('editor.newTitle')}
            </h2>
          </div>
        </header>
      )}
      <DynamicListEditor
        key={list.data?.listId ?? `new-${template ? fromId : 0}`}
        list={list.data}
        template={template}
      />
    </section>
  );
}
