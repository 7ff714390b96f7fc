import { EMAIL_DESIGN_LIMITS } from '@resonate/contracts/campaigns/email-design';
import { useRef } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { lineOf } from '../lib/problems';
import { TokenMenu } from './token-menu';

type TProps = {
  source: string;
  error: string | undefined;
  onChange: (source: string) => void;
};

/** The MJML or HTML source, with the line a problem points at one click (or key) away. */
export function SourceEditor({ source, error, onChange }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const area = useRef<HTMLTextAreaElement>(null);
  const line = error ? lineOf(error) : null;
  const isMjml = source.trimStart().startsWith('<mjml');

  const goToLine = (number: number) => {
    const element = area.current;
    if (!element) return;
    const lines = source.split('\n');
    const start = lines.slice(0, number - 1).reduce((sum, text) => sum + text.length + 1, 0);
    const end = start + (lines[number - 1]?.length ?? 0);
    element.focus();
    element.setSelectionRange(start, end);
    // Roughly scroll the line into view: textarea has no API for it.
    const lineHeight = element.scrollHeight / Math.max(1, lines.length);
    element.scrollTop = Math.max(0, (number - 3) * lineHeight);
  };
  const insert = (token: string) => {
    const element = area.current;
    const start = element?.selectionStart ?? source.length;
    const end = element?.selectionEnd ?? source.length;
    onChange(source.slice(0, start) + token + source.slice(end));
  };

  return (
    <Form.Group className="mb-3" controlId="builder-source">
      <div className="d-flex justify-content-between align-items-baseline">
        <div>
          <Form.Label className="mb-1" id="builder-source-label">
            {t('source.label')}
          </Form.Label>{' '}
          <span className="badge text-bg-light">{isMjml ? 'MJML' : 'HTML'}</span>
        </div>
        <TokenMenu describedBy="builder-source-label" onInsert={insert} />
      </div>
      <Form.Control
        ref={area}
        as="textarea"
        rows={24}
        value={source}
        spellCheck={false}
        maxLength={EMAIL_DESIGN_LIMITS.sourceMax}
        className="font-monospace small builder-source"
        isInvalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Text>{t('source.hint')}</Form.Text>
      {error && (
        <div className="invalid-feedback d-block" role="alert">
          {error}{' '}
          {line !== null && (
            <Button
              variant="link"
              size="sm"
              className="p-0 align-baseline"
              onClick={() => goToLine(line)}
            >
              {t('source.goToLine', { line })}
            </Button>
          )}
        </div>
      )}
    </Form.Group>
  );
}
