import { CircleCheck } from 'lucide-react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  formatLicenceKey,
  LICENCE_KEY_BODY_CHARS,
  LICENCE_KEY_INPUT_MAX,
  LICENCE_KEY_PREFIX,
  looksLikeLicenceKey,
  tidyLicenceKey,
} from '@resonate/contracts/onboarding/licence-key-format';
import './licence-key.scss';

export type TKeyFieldStatus = 'typing' | 'checking' | 'valid' | 'invalid';

/** Characters typed after the prefix, for the "n of 154" hint. */
function bodyLength(value: string): number {
  const tidy = tidyLicenceKey(value);
  return tidy.startsWith(LICENCE_KEY_PREFIX)
    ? tidy.length - LICENCE_KEY_PREFIX.length
    : tidy.length;
}

/**
 * The licence key input: monospace, shown upper-case (keys are case-insensitive), grouped as
 * RSN1-XXXXX-... once complete or pasted, so a key pasted from a mail or a PDF (line breaks,
 * spaces, lower case) just works. A textarea, since a key wraps; Enter submits instead of
 * breaking the line.
 */
export function LicenceKeyField({
  id,
  value,
  onChange,
  onSubmit,
  status,
  error,
  disabled = false,
  autoFocus = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  status: TKeyFieldStatus;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('licence');
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const tidyUp = (text: string) =>
    looksLikeLicenceKey(text) ? formatLicenceKey(text) : text.toUpperCase();

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted) return;
    event.preventDefault();
    const area = event.currentTarget;
    const next = value.slice(0, area.selectionStart) + pasted + value.slice(area.selectionEnd);
    onChange(tidyUp(next.trim()).slice(0, LICENCE_KEY_INPUT_MAX));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSubmit();
  };
  const count = Math.min(bodyLength(value), LICENCE_KEY_BODY_CHARS);

  return (
    <Form.Group controlId={id} className="licence-key-field">
      <Form.Label className="fw-semibold">{t('key.label')}</Form.Label>
      <div className="licence-key-field__box">
        <Form.Control
          as="textarea"
          rows={4}
          value={value}
          onChange={(event) => onChange(event.target.value.slice(0, LICENCE_KEY_INPUT_MAX))}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onBlur={() => onChange(tidyUp(value.trim()))}
          placeholder={t('key.placeholder')}
          className="licence-key-field__input font-monospace"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          autoFocus={autoFocus}
          disabled={disabled}
          isInvalid={status === 'invalid'}
          aria-invalid={status === 'invalid'}
          isValid={status === 'valid'}
          aria-describedby={status === 'invalid' ? errorId : helpId}
        />
        <span className="licence-key-field__status" aria-live="polite">
          {status === 'checking' ? (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">{t('key.checking')}</span>
            </Spinner>
          ) : null}
          {status === 'valid' ? (
            <CircleCheck size={18} className="text-success" aria-label={t('key.valid')} />
          ) : null}
        </span>
      </div>
      {status === 'invalid' && error ? (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : (
        <Form.Text id={helpId} className="licence-key-field__help">
          <span className="licence-key-field__help-text">{t('key.help')}</span>
          <span className="text-nowrap font-monospace">
            {t('key.progress', { count, total: LICENCE_KEY_BODY_CHARS })}
          </span>
        </Form.Text>
      )}
    </Form.Group>
  );
}
