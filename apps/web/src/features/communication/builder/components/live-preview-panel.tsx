import type { TContactSummary } from '@resonate/contracts/audience/contacts';
import { AlertTriangle, Monitor, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ContactSearch } from '../../compose/components/contact-search';
import type { TLivePreview } from '../lib/use-live-preview';
import { PreviewCard } from './preview-card';

type TWidth = 'desktop' | 'mobile';

type TProps = {
  live: TLivePreview;
  contact: TContactSummary | null;
  onContact: (contact: TContactSummary | null) => void;
  /** Issue 27: the language to preview in, under the contact. */
  languagePicker?: ReactNode;
};

/**
 * The content as the chosen person gets it. Email renders in a sandboxed frame (srcdoc,
 * sandbox="" : no scripts, forms or navigation), 375 px wide on "mobile". When the content
 * does not render, the error shows instead of the last good preview, so nobody trusts a stale one.
 */
export function LivePreviewPanel({ live, contact, onContact, languagePicker }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const [width, setWidth] = useState<TWidth>('desktop');
  const problems = Object.values(live.problems);
  const preview = live.preview;
  const isEmail = preview?.kind === 'email';

  return (
    <section
      className="builder-preview"
      aria-labelledby="builder-preview-title"
      aria-busy={live.loading}
    >
      <div className="d-flex justify-content-between align-items-center gap-2 mb-2">
        <h2 id="builder-preview-title" className="h6 mb-0">
          {t('preview.title')}
        </h2>
        {(isEmail || preview === null) && (
          <ButtonGroup size="sm" aria-label={t('preview.width')}>
            {(['desktop', 'mobile'] as const).map((option) => (
              <Button
                key={option}
                variant={width === option ? 'secondary' : 'outline-secondary'}
                aria-pressed={width === option}
                onClick={() => setWidth(option)}
              >
                {option === 'desktop' ? (
                  <Monitor size={14} aria-hidden="true" />
                ) : (
                  <Smartphone size={14} aria-hidden="true" />
                )}{' '}
                {t(`preview.${option}`)}
              </Button>
            ))}
          </ButtonGroup>
        )}
      </div>
      <ContactSearch contact={contact} onChange={onContact} />
      {languagePicker}
      {problems.length > 0 ? (
        <div className="builder-preview__broken" role="alert">
          <AlertTriangle size={18} aria-hidden="true" />
          <div>
            <strong>{t('preview.broken')}</strong>
            <ul className="mb-0 ps-3">
              {problems.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : live.failure ? (
        <div className="builder-preview__broken" role="alert">
          <AlertTriangle size={18} aria-hidden="true" />
          <div>
            <strong>{t('preview.failed')}</strong> {live.failure}{' '}
            <Button variant="link" size="sm" className="p-0" onClick={live.retry}>
              {t('preview.retry')}
            </Button>
          </div>
        </div>
      ) : preview === null ? (
        <Placeholder as="div" animation="glow" aria-label={t('preview.loading')}>
          <Placeholder xs={12} style={{ height: 240 }} />
        </Placeholder>
      ) : isEmail ? (
        <div>
          <div className="small mb-2 text-truncate">
            <strong>{preview.fields.subject || t('preview.noSubject')}</strong>
            {preview.fields.preheader && (
              <span className="text-body-secondary"> — {preview.fields.preheader}</span>
            )}
          </div>
          <div className={`builder-preview__stage is-${width}`}>
            <iframe
              title={t('preview.frame', { width: t(`preview.${width}`) })}
              sandbox=""
              // Its own URL, not srcdoc: a srcdoc frame inherits the app's CSP and loses the
              // email's inline styles.
              src={preview.previewUrl ?? undefined}
              className="builder-preview__frame"
              data-width={width}
            />
          </div>
          {live.loading && (
            <p className="small text-body-secondary mt-1 mb-0">{t('preview.updating')}</p>
          )}
        </div>
      ) : (
        <PreviewCard preview={preview} />
      )}
    </section>
  );
}
