import type { TPreview } from '@resonate/contracts/campaigns/compose';
import { ButtonGroup, Button, Placeholder } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAfterSave } from '../hooks/use-after-save';
import { latestOf } from '../hooks/use-after-save';

type TWidth = 'desktop' | 'mobile';

/**
 * The saved content rendered for the chosen person. Email HTML shows in a sandboxed frame
 * (srcdoc, sandbox with no permission: no scripts, no forms, no navigation of this page).
 */
export function PreviewPanel({ result }: { result: TAfterSave<TPreview> }) {
  const { t } = useTranslation('compose');
  const [width, setWidth] = useState<TWidth>('desktop');
  const preview = latestOf(result);
  if (result.state === 'error') {
    return <p className="text-danger small">{t('preview.failed')}</p>;
  }
  if (!preview) {
    return result.state === 'idle' ? (
      <p className="text-body-secondary small">{t('preview.empty')}</p>
    ) : (
      <Placeholder as="div" animation="glow">
        <Placeholder xs={12} style={{ height: 200 }} />
      </Placeholder>
    );
  }
  const fields = preview.fields;
  if (preview.kind === 'email') {
    return (
      <div>
        <div className="d-flex justify-content-between align-items-center mb-2">
          <div className="small text-truncate">
            <strong>{fields.subject}</strong>
            {fields.preheader && <span className="text-body-secondary"> — {fields.preheader}</span>}
          </div>
          <ButtonGroup size="sm" aria-label={t('preview.width')}>
            {(['desktop', 'mobile'] as const).map((option) => (
              <Button
                key={option}
                variant={width === option ? 'secondary' : 'outline-secondary'}
                aria-pressed={width === option}
                onClick={() => setWidth(option)}
              >
                {t(`preview.${option}`)}
              </Button>
            ))}
          </ButtonGroup>
        </div>
        <iframe
          title={t('preview.frame')}
          sandbox=""
          // The HTML is served from its own URL: a srcdoc frame would inherit the app's CSP,
          // which strips an email's inline styles.
          src={fields.html && preview.previewUrl ? preview.previewUrl : undefined}
          srcDoc={
            fields.html && preview.previewUrl
              ? undefined
              : `<pre>${escapeHtml(fields.text ?? '')}</pre>`
          }
          className={`compose-preview__frame is-${width}`}
        />
      </div>
    );
  }
  return (
    <dl className="compose-preview__fields small">
      {Object.entries(fields)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => (
          <div key={name}>
            <dt>{t(`content.fields.${preview.kind}.${name}`, { defaultValue: name })}</dt>
            <dd className={preview.kind === 'payload' ? 'font-monospace' : undefined}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
