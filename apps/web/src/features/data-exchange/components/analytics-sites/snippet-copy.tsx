import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** The site's tag, read-only, with a copy button; how to call it from the page below. */
export function SnippetCopy({ snippet }: { snippet: string }) {
  const { t } = useTranslation('pages');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(snippet).then(() => setCopied(true));
  };
  return (
    <div className="analytics-snippet">
      <Form.Label htmlFor={id}>{t('analyticsSites.snippetLabel')}</Form.Label>
      <Form.Control
        as="textarea"
        id={id}
        readOnly
        rows={7}
        value={snippet}
        className="font-monospace small"
        onFocus={(e) => e.target.select()}
      />
      <div className="d-flex align-items-start gap-3 mt-2">
        <p className="small text-body-secondary mb-0 flex-grow-1">
          {t('analyticsSites.snippetHelp')}
          <code className="d-block mt-1">{"resonate.track('converted', { revenue: 49.9 })"}</code>
          <code className="d-block">{"resonate.identify({ email: 'ann@example.com' })"}</code>
        </p>
        <Button
          variant="outline-primary"
          size="sm"
          className="text-nowrap flex-shrink-0"
          onClick={copy}
        >
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}{' '}
          {copied ? t('analyticsSites.copied') : t('analyticsSites.copy')}
        </Button>
      </div>
    </div>
  );
}
