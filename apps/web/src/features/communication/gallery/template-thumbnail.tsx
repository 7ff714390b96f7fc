import { useTranslation } from 'react-i18next';
import type { TTemplateSummary } from '@resonate/contracts/campaigns/templates';
import { useTemplateThumbnail } from './gallery-api';
import { useInView } from './use-in-view';

/** Width the email is laid out at before being scaled down to the card. */
const EMAIL_WIDTH = 600;
const HEIGHT = 220;

/**
 * The template as it renders (fallbacks for personal fields), drawn small. Email HTML goes in
 * a sandboxed iframe (sandbox="": no scripts, no forms, no same origin) that cannot be focused
 * or clicked; text channels show an SMS-style bubble, push a notification card.
 */
export function TemplateThumbnail({ template }: { template: TTemplateSummary }) {
  const { t } = useTranslation('gallery');
  const { ref, seen, width } = useInView<HTMLDivElement>();
  // The whole email width fits the card, however wide the grid makes it.
  const scale = width > 0 ? width / EMAIL_WIDTH : 0.4;
  const thumbnail = useTemplateThumbnail(template.templateId, template.updatedAt, seen);
  const preview = thumbnail.data;
  let body: React.ReactNode;
  if (!preview) {
    body = thumbnail.isError ? (
      <p className="gallery-thumb__note">{t('thumbnail.unavailable')}</p>
    ) : (
      <div className="gallery-thumb__skeleton placeholder-glow" aria-hidden="true">
        <span className="placeholder col-8" />
        <span className="placeholder col-11" />
        <span className="placeholder col-6" />
      </div>
    );
  } else if (preview.kind === 'email') {
    body = (
      <iframe
        title={t('thumbnail.emailTitle', { name: template.name })}
        className="gallery-thumb__frame"
        sandbox=""
        // Its own URL, not srcdoc: a srcdoc frame inherits the app's CSP and loses the
        // email's inline styles.
        src={preview.previewUrl ?? undefined}
        tabIndex={-1}
        aria-hidden="true"
        loading="lazy"
        style={{ width: EMAIL_WIDTH, height: HEIGHT / scale, transform: `scale(${scale})` }}
      />
    );
  } else if (preview.kind === 'push') {
    body = (
      <div className="gallery-thumb__push">
        <strong>{preview.fields.title || t('thumbnail.noTitle')}</strong>
        <span>{preview.fields.body}</span>
      </div>
    );
  } else {
    const text = preview.fields.text ?? Object.values(preview.fields).join(' ');
    body = <div className="gallery-thumb__bubble">{text || t('thumbnail.empty')}</div>;
  }
  return (
    <div ref={ref} className="gallery-thumb" data-testid="template-thumbnail">
      {body}
    </div>
  );
}
