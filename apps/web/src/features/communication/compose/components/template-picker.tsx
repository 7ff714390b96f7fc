import { Form } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContent } from '@resonate/contracts/campaigns/content';
import { fetchTemplate, useTemplates } from '../api/compose-queries';

type TProps = {
  channelId: number;
  templateId: number | null;
  onPick: (templateId: number | null, content: TContent | null) => void;
};

/** Start from a template of the channel (its content is copied) or from a blank message. */
export function TemplatePicker({ channelId, templateId, onPick }: TProps) {
  const { t } = useTranslation('compose');
  const templates = useTemplates(channelId);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const pick = async (value: string) => {
    setError('');
    if (value === '') return onPick(null, null);
    setLoading(true);
    try {
      const template = await fetchTemplate(Number(value));
      onPick(template.templateId, template.content);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Form.Group className="mb-4" controlId="compose-template">
      <Form.Label>{t('content.template')}</Form.Label>
      <Form.Select
        value={templateId ?? ''}
        disabled={loading || templates.isLoading}
        isInvalid={Boolean(error)}
        onChange={(event) => void pick(event.target.value)}
      >
        <option value="">{t('content.blank')}</option>
        {(templates.data ?? []).map((template) => (
          <option key={template.templateId} value={template.templateId}>
            {template.status === 'ready'
              ? template.name
              : t('content.draftTemplate', { name: template.name })}
          </option>
        ))}
      </Form.Select>
      <Form.Text>{t('content.templateHint')}</Form.Text>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
