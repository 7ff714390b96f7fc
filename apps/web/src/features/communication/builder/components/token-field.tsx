import { useId, useRef, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { TokenMenu } from './token-menu';

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  rows?: number;
  maxLength?: number;
  mono?: boolean;
  /** Under the field: a counter or a hint. */
  help?: ReactNode;
  /** No personalisation menu (links, sizes). */
  plain?: boolean;
};

/**
 * A labelled text field whose personalisation menu inserts the token where the cursor is (at
 * the end when the field was never focused), then puts the cursor after it.
 */
export function TokenField({
  label,
  value,
  onChange,
  error,
  rows,
  maxLength,
  mono,
  help,
  plain,
}: TProps) {
  const id = useId();
  const element = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const insert = (token: string) => {
    const input = element.current;
    const start = input?.selectionStart ?? value.length;
    const end = input?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <Form.Group className="mb-3" controlId={`field-${id}`}>
      <div className="d-flex justify-content-between align-items-baseline">
        <Form.Label className="mb-1" id={`label-${id}`}>
          {label}
        </Form.Label>
        {!plain && <TokenMenu describedBy={`label-${id}`} onInsert={insert} />}
      </div>
      <Form.Control
        ref={(node: HTMLInputElement | HTMLTextAreaElement | null) => {
          element.current = node;
        }}
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        value={value}
        maxLength={maxLength}
        spellCheck={!mono}
        className={mono ? 'font-monospace small' : undefined}
        isInvalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      />
      {help && <Form.Text>{help}</Form.Text>}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
