import { CHANNEL_IDS_BY_NAME, type TContent } from '@resonate/contracts/campaigns/content';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { useRef } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { CONTENT_FIELDS, fieldValue, withField } from '../lib/content-fields';
import { smsSegments } from '../lib/sms-segments';
import { PersonalisationMenu } from './personalisation-menu';

type TProps = {
  channelId: number;
  content: TContent;
  errors: TFieldErrors;
  onChange: (content: TContent) => void;
};

type TFocused = { name: string; element: HTMLInputElement | HTMLTextAreaElement };

/** A plain editor per content kind; personalisation tokens go where the cursor last was. */
export function ContentEditor({ channelId, content, errors, onChange }: TProps) {
  const { t } = useTranslation('compose');
  const focused = useRef<TFocused | null>(null);
  const fields = CONTENT_FIELDS[content.kind];
  const firstTextField = fields.find((field) => !field.url)?.name;

  const insert = (token: string) => {
    const target = focused.current;
    const name = target?.name ?? firstTextField;
    if (!name) return;
    const value = fieldValue(content, name);
    const start = target?.element.selectionStart ?? value.length;
    const end = target?.element.selectionEnd ?? value.length;
    onChange(withField(content, name, value.slice(0, start) + token + value.slice(end)));
    const element = target?.element;
    if (element) {
      requestAnimationFrame(() => {
        element.focus();
        element.setSelectionRange(start + token.length, start + token.length);
      });
    }
  };

  return (
    <div>
      {firstTextField && <PersonalisationMenu onInsert={insert} />}
      {fields.map((field) => {
        const value = fieldValue(content, field.name);
        const error = errors[`content.${field.name}`];
        const counter =
          content.kind === 'text' && channelId === CHANNEL_IDS_BY_NAME.sms
            ? t('content.smsCounter', smsSegments(value))
            : field.multiline && !field.mono
              ? t('content.counter', { count: value.length, max: field.max })
              : null;
        return (
          <Form.Group key={field.name} className="mb-3" controlId={`compose-content-${field.name}`}>
            <Form.Label>{t(`content.fields.${content.kind}.${field.name}`)}</Form.Label>
            <Form.Control
              {...(field.multiline ? { as: 'textarea' as const, rows: field.rows } : {})}
              value={value}
              maxLength={field.max}
              spellCheck={!field.mono && !field.url}
              className={field.mono ? 'font-monospace small' : undefined}
              isInvalid={Boolean(error)}
              onFocus={(event) => {
                if (!field.url) focused.current = { name: field.name, element: event.target };
              }}
              onChange={(event) => onChange(withField(content, field.name, event.target.value))}
            />
            {counter && <Form.Text>{counter}</Form.Text>}
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        );
      })}
    </div>
  );
}
