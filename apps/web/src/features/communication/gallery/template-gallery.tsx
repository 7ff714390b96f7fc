import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SENDABLE_CHANNEL_IDS } from '@resonate/contracts/campaigns/content';
import type { TTemplateSummary } from '@resonate/contracts/campaigns/templates';
import { channelName } from '@resonate/contracts/channels';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { Pager } from '@/shared/components/pager';
import { canChangeFeature } from '@/shared/storage/permissions';
import { composeHref } from '../list/compose-href';
import { SearchBox } from '../list/search-box';
import { useCreateFromTemplate, useGalleryAction, useGalleryTemplates } from './gallery-api';
import { NewTemplateModal } from './new-template-modal';
import { RenameTemplateModal } from './rename-template-modal';
import { TemplateCard, type TCardAction } from './template-card';
import './gallery.scss';

const PAGE_SIZE = 12;

/**
 * The Gallery tab: the client's templates as cards with thumbnails rendered from the real
 * template, filtered by channel, searched by name, live or archived, a page at a time.
 */
export function TemplateGallery() {
  const { t } = useTranslation('gallery');
  const navigate = useNavigate();
  const [channelId, setChannelId] = useState<number | undefined>();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<TTemplateSummary | undefined>();
  const [confirming, setConfirming] = useState<
    { action: 'archive' | 'restore'; template: TTemplateSummary } | undefined
  >();
  const query = useGalleryTemplates({
    channelId,
    search: search || undefined,
    archived,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const action = useGalleryAction();
  const createFrom = useCreateFromTemplate();
  const filtered = Boolean(channelId || search);

  const onAction = (kind: TCardAction, template: TTemplateSummary) => {
    const { templateId } = template;
    if (kind === 'use') {
      createFrom.mutate(templateId, { onSuccess: (id) => void navigate(composeHref(id)) });
    } else if (kind === 'duplicate') action.mutate({ action: 'duplicate', templateId });
    else if (kind === 'rename') setRenaming(template);
    else setConfirming({ action: kind, template });
  };
  const refilter = (apply: () => void) => {
    apply();
    setPageNo(1);
  };
  const templates = query.data?.templates ?? [];

  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="gallery-title" className="h5 mb-0 me-auto">
          {archived ? t('title.archived') : t('title.live')}
        </h2>
        <div className="gallery__search">
          <SearchBox
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={search}
            onSearch={(value) => refilter(() => setSearch(value))}
          />
        </div>
        <Form.Check
          type="switch"
          id="gallery-archived"
          label={t('filters.archived')}
          checked={archived}
          onChange={(event) => refilter(() => setArchived(event.target.checked))}
        />
        {canChangeFeature(FEATURE_IDS.communications, 'create') ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('new.button')}
          </Button>
        ) : null}
      </div>
      <div className="gallery__chips mb-3" role="group" aria-label={t('filters.channel')}>
        {[undefined, ...SENDABLE_CHANNEL_IDS].map((id) => (
          <button
            key={id ?? 0}
            type="button"
            className={`btn btn-sm rounded-pill ${channelId === id ? 'btn-primary' : 'btn-outline-secondary'}`}
            aria-pressed={channelId === id}
            onClick={() => refilter(() => setChannelId(id))}
          >
            {id ? <ChannelIcon channelId={id} size={14} /> : null}
            <span className={id ? 'ms-1' : undefined}>
              {id ? channelName(id) : t('filters.allChannels')}
            </span>
          </button>
        ))}
      </div>
      {query.isPending ? (
        <div className="gallery__grid" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="card gallery-card placeholder-glow" aria-hidden="true">
              <div className="gallery-thumb placeholder" />
              <div className="card-body p-2">
                <span className="placeholder col-7" />
              </div>
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <div className="alert alert-danger d-flex align-items-center gap-2" role="alert">
          {query.error.message}
          <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : templates.length === 0 ? (
        <div className="gallery__empty text-center py-5">
          <p className="h6">
            {filtered ? t('empty.filtered') : archived ? t('empty.archived') : t('empty.none')}
          </p>
          {!filtered && !archived && canChangeFeature(FEATURE_IDS.communications, 'create') ? (
            <>
              <p className="text-body-secondary">{t('empty.hint')}</p>
              <Button onClick={() => setCreating(true)}>{t('new.button')}</Button>
            </>
          ) : null}
        </div>
      ) : (
        <div className="gallery__grid">
          {templates.map((template) => (
            <TemplateCard key={template.templateId} template={template} onAction={onAction} />
          ))}
        </div>
      )}
      <Pager
        className="mt-3"
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        totalRows={query.data?.total ?? 0}
        onPage={setPageNo}
        hideWhenOnePage
      />
      <NewTemplateModal show={creating} onClose={() => setCreating(false)} />
      {renaming ? (
        <RenameTemplateModal
          name={renaming.name}
          busy={action.isPending}
          onCancel={() => setRenaming(undefined)}
          onRename={async (name) => {
            await action.mutateAsync({ action: 'rename', templateId: renaming.templateId, name });
            setRenaming(undefined);
          }}
        />
      ) : null}
      <ConfirmModal
        show={Boolean(confirming)}
        title={confirming ? t(`confirm.${confirming.action}Title`) : ''}
        body={
          confirming
            ? t(`confirm.${confirming.action}Body`, { name: confirming.template.name })
            : ''
        }
        confirmLabel={confirming ? t(`actions.${confirming.action}`) : ''}
        danger={confirming?.action === 'archive'}
        busy={action.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (!confirming) return;
          action.mutate(
            { action: confirming.action, templateId: confirming.template.templateId },
            { onSettled: () => setConfirming(undefined) },
          );
        }}
      />
    </section>
  );
}
