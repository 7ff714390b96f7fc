import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { sendWindowProblem } from '@resonate/contracts/campaigns/communications';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import { CONTENT_LIMITS, emptyContent, type TContent } from '@resonate/contracts/campaigns/content';
import type { TSendConfig } from '@resonate/contracts/campaigns/journeys';
import { SendLimitsFields, type TSendLimits } from '../components/send-limits-fields';
import { fetchTemplate, useTemplates } from '../compose/api/compose-queries';

type TProps = {
  send: TSendConfig;
  options: TComposeOptions | undefined;
  disabled: boolean;
  onChange: (send: TSendConfig) => void;
};

/** The step's sending rules as the engine reads them; absent ones are "none". */
const limitsOf = (send: TSendConfig): TSendLimits => ({
  throttlePerMinute: send.throttlePerMinute ?? 0,
  sendWindow: send.sendWindow ?? null,
  frequencyCap: send.frequencyCap ?? null,
});

/**
 * The channel, then a template of it (its content is copied into the step) or a short message
 * typed here. Channels without settings stay in the list, marked, so the choice is explained.
 * Then the sending rules a campaign has (issue 22, item 7): throttle, send window, frequency
 * cap, kept when the channel or the message changes.
 */
export function SendPanel({ send, options, disabled, onChange }: TProps) {
  const { t } = useTranslation('journeys');
  const templates = useTemplates(send.channelId);
  const [loadError, setLoadError] = useState('');
  const channels = (options?.channels ?? []).filter((row) => row.inLicence && row.needsAudience);
  const limits = limitsOf(send);
  const pickTemplate = async (value: string) => {
    setLoadError('');
    if (value === '')
      return onChange({ ...limits, channelId: send.channelId, content: send.content });
    try {
      const template = await fetchTemplate(Number(value));
      onChange({ ...send, templateId: template.templateId, content: template.content });
    } catch (failure) {
      setLoadError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const setContent = (content: TContent) =>
    onChange({ ...limits, channelId: send.channelId, content });
  const content = send.content;
  return (
    <fieldset disabled={disabled}>
      <Form.Group className="mb-3" controlId="journey-send-channel">
        <Form.Label>{t('send.channel')}</Form.Label>
        <Form.Select
          value={send.channelId}
          onChange={(event) => {
            const channelId = Number(event.target.value);
            onChange({ ...limits, channelId, content: emptyContent(channelId) });
          }}
        >
          {channels.map((channel) => (
            <option key={channel.channelId} value={channel.channelId}>
              {channel.ready ? channel.name : t('send.notSetUp', { name: channel.name })}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="journey-send-template">
        <Form.Label>{t('send.template')}</Form.Label>
        <Form.Select
          value={send.templateId ?? ''}
          isInvalid={Boolean(loadError)}
          disabled={templates.isLoading}
          onChange={(event) => void pickTemplate(event.target.value)}
        >
          <option value="">{t('send.quick')}</option>
          {(templates.data ?? []).map((template) => (
            <option key={template.templateId} value={template.templateId}>
              {template.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{loadError}</Form.Control.Feedback>
      </Form.Group>
      {send.templateId === undefined && <QuickContent content={content} onChange={setContent} />}
      <fieldset className="border-top pt-3">
        <legend className="h6">{t('send.rules')}</legend>
        <p className="text-body-secondary small">{t('send.rulesHint')}</p>
        <SendLimitsFields
          idPrefix="journey-send"
          limits={limits}
          onChange={(change) => onChange({ ...send, ...change })}
          windowError={sendWindowProblem(limits.sendWindow)}
        />
      </fieldset>
    </fieldset>
  );
}

/** A short message typed on the canvas: subject and text for email, text for SMS-like channels. */
function QuickContent({
  content,
  onChange,
}: {
  content: TContent;
  onChange: (content: TContent) => void;
}) {
  const { t } = useTranslation('journeys');
  switch (content.kind) {
    case 'email':
      return (
        <>
          <Form.Group className="mb-3" controlId="journey-send-subject">
            <Form.Label>{t('send.subject')}</Form.Label>
            <Form.Control
              maxLength={CONTENT_LIMITS.subjectMax}
              value={content.subject}
              onChange={(event) => onChange({ ...content, subject: event.target.value })}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId="journey-send-text">
            <Form.Label>{t('send.body')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              maxLength={CONTENT_LIMITS.textMax}
              value={content.text}
              onChange={(event) => onChange({ ...content, text: event.target.value })}
            />
            <Form.Text>{t('send.liquidHint')}</Form.Text>
          </Form.Group>
        </>
      );
    case 'text':
      return (
        <Form.Group className="mb-3" controlId="journey-send-text">
          <Form.Label>{t('send.body')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            maxLength={CONTENT_LIMITS.shortTextMax}
            value={content.text}
            onChange={(event) => onChange({ ...content, text: event.target.value })}
          />
        </Form.Group>
      );
    case 'push':
      return (
        <>
          <Form.Group className="mb-3" controlId="journey-send-title">
            <Form.Label>{t('send.title')}</Form.Label>
            <Form.Control
              maxLength={CONTENT_LIMITS.pushTitleMax}
              value={content.title}
              onChange={(event) => onChange({ ...content, title: event.target.value })}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId="journey-send-push-body">
            <Form.Label>{t('send.body')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={CONTENT_LIMITS.pushBodyMax}
              value={content.body}
              onChange={(event) => onChange({ ...content, body: event.target.value })}
            />
          </Form.Group>
        </>
      );
    default:
      return <p className="text-body-secondary small">{t('send.templateOnly')}</p>;
  }
}
