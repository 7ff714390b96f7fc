import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { notifySuccess } from '@/shared/lib/notify';
import {
  useSyncWhatsAppTemplates,
  useWhatsAppTemplateSettings,
} from '../../api/whatsapp-templates';

const STATUS_VARIANT = { approved: 'success', pending: 'warning', rejected: 'secondary' } as const;

/**
 * The account's WhatsApp templates (synced from the provider by an admin) and the inbound
 * webhook URL whose messages open a contact's 24-hour window (issue 22, item 9).
 */
export function WhatsAppTemplatesCard({
  clientId,
  isAdmin,
}: {
  clientId: number;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('channelSettings');
  const settings = useWhatsAppTemplateSettings(clientId);
  const sync = useSyncWhatsAppTemplates(clientId);
  const templates = settings.data?.templates ?? [];

  return (
    <section className="mt-4" aria-labelledby="wa-templates-title">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h3 className="h6 mb-0" id="wa-templates-title">
          {t('whatsappTemplates.title')}
        </h3>
        {isAdmin && (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={sync.isPending}
            onClick={() =>
              sync.mutate(undefined, {
                onSuccess: ({ message }) => notifySuccess(t('whatsappTemplates.title'), message),
              })
            }
          >
            {t('whatsappTemplates.sync')}
          </Button>
        )}
      </div>
      <p className="small text-body-secondary">{t('whatsappTemplates.intro')}</p>
      {sync.error && (
        <div className="alert alert-danger" role="alert">
          {sync.error.message}
        </div>
      )}
      {settings.data && (
        <Form.Group className="mb-3" controlId="wa-webhook-url">
          <Form.Label>{t('whatsappTemplates.webhookUrl')}</Form.Label>
          <Form.Control
            readOnly
            value={settings.data.webhookUrl}
            className="font-monospace small"
          />
          <Form.Text>{t('whatsappTemplates.webhookHint')}</Form.Text>
        </Form.Group>
      )}
      {templates.length === 0 ? (
        <p className="small">{t('whatsappTemplates.none')}</p>
      ) : (
        <Table size="sm" responsive>
          <thead>
            <tr>
              <th>{t('whatsappTemplates.name')}</th>
              <th>{t('whatsappTemplates.language')}</th>
              <th>{t('whatsappTemplates.status')}</th>
              <th>{t('whatsappTemplates.body')}</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((template) => (
              <tr key={`${template.name}/${template.language}`}>
                <td>{template.name}</td>
                <td>{template.language}</td>
                <td>
                  <Badge bg={STATUS_VARIANT[template.status]}>
                    {t(`whatsappTemplates.statuses.${template.status}`)}
                  </Badge>
                </td>
                <td className="small">{template.body}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
