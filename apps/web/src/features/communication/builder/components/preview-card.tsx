import type { TTemplatePreview } from '@resonate/contracts/campaigns/template-builder';
import { useTranslation } from 'react-i18next';

/**
 * Non-email previews: a chat bubble for text channels (with the rendered text's segments), a
 * notification card for push, and the rendered fields for the rest.
 */
export function PreviewCard({ preview }: { preview: TTemplatePreview }) {
  const { t } = useTranslation('templateBuilder');
  const fields = preview.fields;
  if (preview.kind === 'text') {
    return (
      <div className="builder-phone">
        <p className="builder-bubble" data-testid="preview-bubble">
          {fields.text || <span className="text-body-secondary">{t('preview.emptyText')}</span>}
        </p>
        {preview.segments && (
          <p className="small text-body-secondary mb-0">
            {t('text.renderedSegments', {
              characters: preview.segments.characters,
              count: preview.segments.segments,
              encoding: preview.segments.encoding,
            })}
          </p>
        )}
      </div>
    );
  }
  if (preview.kind === 'push') {
    return (
      <div className="builder-push-card" data-testid="preview-push">
        {fields.imageUrl && (
          <img src={fields.imageUrl} alt="" className="builder-push-card__image" />
        )}
        <div className="builder-push-card__text">
          <strong>{fields.title || t('push.noTitle')}</strong>
          <span>{fields.body}</span>
          {fields.deepLink && <span className="small text-body-secondary">{fields.deepLink}</span>}
        </div>
      </div>
    );
  }
  return (
    <dl className="builder-preview__fields small">
      {Object.entries(fields)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd className={preview.kind === 'payload' ? 'font-monospace' : undefined}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
