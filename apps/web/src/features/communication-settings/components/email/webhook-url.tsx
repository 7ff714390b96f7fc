import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { TBounceWebhookProvider } from '@resonate/contracts/campaigns/bounces';
import { notifySuccess } from '@/shared/lib/notify';

/** A provider's webhook URL, read-only with a copy button, and where to paste it. */
export function WebhookUrl({
  id,
  provider,
  url,
}: {
  id: string;
  provider: TBounceWebhookProvider;
  url: string;
}) {
  const { t } = useTranslation('channelSettings');
  const name = t(`bounceWebhooks.providers.${provider}`);
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    notifySuccess(t('bounceWebhooks.title'), t('bounceWebhooks.copied', { name }));
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('bounceWebhooks.url', { name })}</Form.Label>
      <InputGroup>
        <Form.Control
          readOnly
          value={url}
          className="font-monospace small"
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="outline-secondary"
          aria-label={t('bounceWebhooks.copyLabel', { name })}
          onClick={() => void copy()}
        >
          {t('bounceWebhooks.copy')}
        </Button>
      </InputGroup>
      <Form.Text id={`${id}-hint`}>{t(`bounceWebhooks.howTo.${provider}`)}</Form.Text>
    </Form.Group>
  );
}
