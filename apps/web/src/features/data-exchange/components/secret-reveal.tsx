import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/**
 * A secret the server sends once (an API key, a signing secret): shown read-only with a copy
 * button and a plain warning that it will not be shown again.
 */
export function SecretReveal({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('pages');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(true));
  };
  return (
    <div className="secret-reveal">
      <div className="alert alert-warning d-flex gap-2 align-items-start" role="alert">
        <TriangleAlert size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
        <span>{t('dataExchangeSettings.secret.once')}</span>
      </div>
      <Form.Label htmlFor="secret-value">{label}</Form.Label>
      <InputGroup>
        <Form.Control
          id="secret-value"
          readOnly
          value={value}
          className="font-monospace"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="outline-primary" onClick={copy}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}{' '}
          {copied ? t('dataExchangeSettings.secret.copied') : t('dataExchangeSettings.secret.copy')}
        </Button>
      </InputGroup>
    </div>
  );
}
