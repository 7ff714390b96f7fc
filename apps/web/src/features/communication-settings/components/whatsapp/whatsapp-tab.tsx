import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { notifySuccess } from '@/shared/lib/notify';
import { useWhatsAppMutations, useWhatsAppProviders, useWhatsAppSetting } from '../../api/whatsapp';
import { useChannelScope } from '../../hooks/use-channel-scope';
import { TestWhatsAppModal } from './test-whatsapp-modal';
import { WhatsAppForm } from './whatsapp-form';
import { WhatsAppTemplatesCard } from './whatsapp-templates-card';

/** The WhatsApp tab: the enable switch (saved, complete settings only) and the settings form. */
export function WhatsAppTab() {
  const { clientId, isAdmin } = useChannelScope();
  if (clientId === null) return null;
  return <WhatsAppTabBody clientId={clientId} isAdmin={isAdmin} />;
}

function WhatsAppTabBody({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('channelSettings');
  const [testing, setTesting] = useState(false);
  const setting = useWhatsAppSetting(clientId);
  const providers = useWhatsAppProviders(clientId);
  const { changeStatus } = useWhatsAppMutations(clientId);

  if (setting.isPending || providers.isPending) {
    return (
      <div className="py-4 text-center">
        <Spinner animation="border" role="status" size="sm" />
        <span className="visually-hidden">{t('channelSettings.loading')}</span>
      </div>
    );
  }
  const current = setting.data ?? null;
  const toggle = (enabled: boolean) => {
    if (!current) return;
    changeStatus.mutate(
      { enabled, updatedAt: current.updatedAt },
      {
        onSuccess: (saved) =>
          notifySuccess(
            t('channelSettings.whatsapp.title'),
            t(
              saved.enabled
                ? 'channelSettings.whatsapp.enabled'
                : 'channelSettings.whatsapp.disabled',
            ),
          ),
      },
    );
  };

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h2 className="h5 mb-1">{t('channelSettings.whatsapp.title')}</h2>
            <p className="text-body-secondary mb-0">{t('channelSettings.whatsapp.intro')}</p>
          </div>
          <div className="d-flex align-items-center gap-3">
            {isAdmin && current ? (
              <Button size="sm" variant="outline-primary" onClick={() => setTesting(true)}>
                {tc('whatsappTest.open')}
              </Button>
            ) : null}
            <Form.Check
              type="switch"
              id="wa-enabled"
              role="switch"
              label={t('channelSettings.whatsapp.enable')}
              checked={current?.enabled ?? false}
              disabled={!isAdmin || !current || changeStatus.isPending}
              onChange={(event) => toggle(event.target.checked)}
            />
          </div>
        </div>
        {changeStatus.error ? (
          <div className="alert alert-danger" role="alert">
            {changeStatus.error.message}
          </div>
        ) : null}
        {!current ? (
          <p className="small text-body-secondary">{t('channelSettings.whatsapp.saveFirst')}</p>
        ) : null}
        <WhatsAppForm
          clientId={clientId}
          setting={current}
          providers={providers.data ?? []}
          readOnly={!isAdmin}
        />
        {current ? <WhatsAppTemplatesCard clientId={clientId} isAdmin={isAdmin} /> : null}
      </Card.Body>
      <TestWhatsAppModal clientId={clientId} show={testing} onClose={() => setTesting(false)} />
    </Card>
  );
}
