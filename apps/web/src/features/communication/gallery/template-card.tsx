import { MoreVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import type { TTemplateSummary } from '@resonate/contracts/campaigns/templates';
import { channelName } from '@resonate/contracts/channels';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { canChangeFeature } from '@/shared/storage/permissions';
import { builderHref } from './gallery-hrefs';
import { LanguageBadges } from './language-badges';
import { TemplateThumbnail } from './template-thumbnail';

export type TCardAction = 'use' | 'duplicate' | 'rename' | 'archive' | 'restore';

/** One template: its rendered thumbnail, name, channel, status, last change and actions. */
export function TemplateCard({
  template,
  onAction,
}: {
  template: TTemplateSummary;
  onAction: (action: TCardAction, template: TTemplateSummary) => void;
}) {
  const { t } = useTranslation('gallery');
  const { formatDateTime } = useDateTimeFormat();
  const can = (access: 'create' | 'edit' | 'delete') =>
    canChangeFeature(FEATURE_IDS.communications, access);
  const channel = channelName(template.channelId) ?? '';
  return (
    <article className="card gallery-card h-100" aria-label={template.name}>
      <TemplateThumbnail template={template} />
      <div className="card-body d-flex flex-column gap-1 p-2">
        <div className="d-flex align-items-start gap-2">
          <span className="gallery-card__channel" title={channel}>
            <ChannelIcon channelId={template.channelId} size={16} />
            <span className="visually-hidden">{channel}</span>
          </span>
          <h3 className="h6 mb-0 flex-grow-1 text-break gallery-card__name">
            {template.archived ? (
              template.name
            ) : (
              <Link to={builderHref({ id: template.templateId })}>{template.name}</Link>
            )}
          </h3>
          <Dropdown align="end">
            <Dropdown.Toggle
              variant="link"
              size="sm"
              className="p-0 text-body gallery-card__menu"
              aria-label={t('actions.more', { name: template.name })}
            >
              <MoreVertical size={16} aria-hidden="true" />
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {template.archived ? (
                can('delete') ? (
                  <Dropdown.Item as="button" onClick={() => onAction('restore', template)}>
                    {t('actions.restore')}
                  </Dropdown.Item>
                ) : null
              ) : (
                <>
                  <Dropdown.Item as={Link} to={builderHref({ id: template.templateId })}>
                    {t('actions.open')}
                  </Dropdown.Item>
                  {can('create') ? (
                    <>
                      <Dropdown.Item as="button" onClick={() => onAction('use', template)}>
                        {t('actions.use')}
                      </Dropdown.Item>
                      <Dropdown.Item as="button" onClick={() => onAction('duplicate', template)}>
                        {t('actions.duplicate')}
                      </Dropdown.Item>
                    </>
                  ) : null}
                  {can('edit') ? (
                    <Dropdown.Item as="button" onClick={() => onAction('rename', template)}>
                      {t('actions.rename')}
                    </Dropdown.Item>
                  ) : null}
                  {can('delete') ? (
                    <Dropdown.Item as="button" onClick={() => onAction('archive', template)}>
                      {t('actions.archive')}
                    </Dropdown.Item>
                  ) : null}
                </>
              )}
            </Dropdown.Menu>
          </Dropdown>
        </div>
        {template.excerpt ? (
          <p className="small text-body-secondary mb-0 text-truncate">{template.excerpt}</p>
        ) : null}
        <LanguageBadges languages={template.languages ?? []} />
        <div className="d-flex align-items-center gap-2 small mt-auto">
          <span
            className={`badge rounded-pill ${template.status === 'ready' ? 'text-bg-success' : 'text-bg-warning'}`}
          >
            {t(`status.${template.status}`)}
          </span>
          <span className="text-body-secondary" title={formatDateTime(template.updatedAt)}>
            {t('updated', { when: timeAgo(template.updatedAt) })}
          </span>
        </div>
        {!template.archived && can('create') ? (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm mt-1"
            onClick={() => onAction('use', template)}
          >
            {t('actions.use')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
