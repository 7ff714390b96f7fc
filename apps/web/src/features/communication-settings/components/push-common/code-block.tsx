import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { notifySuccess } from '@/shared/lib/notify';
import '../channel-common/channel-settings.scss';

/** A labelled, scrollable code sample with a Copy button (and room for more actions). */
export function CodeBlock({
  label,
  code,
  actions,
}: {
  label: string;
  code: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('pushSettings');
  const id = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    notifySuccess(label, t('copied'));
  };
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-1">
        <span className="form-label mb-0 fw-semibold small" id={id}>
          {label}
        </span>
        <div className="d-flex gap-2">
          {actions}
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => void copy()}
            aria-label={t('copyNamed', { name: label })}
          >
            <Copy size={14} aria-hidden="true" className="me-1" />
            {t('copy')}
          </Button>
        </div>
      </div>
      <pre
        className="channel-snippet bg-body-tertiary border rounded p-2 small mb-0"
        aria-labelledby={id}
        tabIndex={0}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
