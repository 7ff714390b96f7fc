import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TWebPushSetting } from '@resonate/contracts/communication-settings/web-push';
import { notifySuccess } from '@/shared/lib/notify';
import { useWebPushMutations } from '../../api/web-push';
import '../channel-common/channel-settings.scss';

/**
 * The VAPID public key (Vap ID); the install snippet built from it is InstallSection. Replacing an existing pair
 * breaks every browser subscription made with it, so that asks for a confirmation first.
 */
export function VapidSection({
  clientId,
  setting,
  readOnly,
}: {
  clientId: number;
  setting: TWebPushSetting | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pages');
  const { generate } = useWebPushMutations(clientId);
  const [confirming, setConfirming] = useState(false);
  const publicKey = setting?.vapidPublicKey ?? null;

  const run = () => {
    setConfirming(false);
    generate.mutate(setting?.updatedAt, {
      onSuccess: () =>
        notifySuccess(t('channelSettings.webPush.title'), t('channelSettings.webPush.generated')),
    });
  };

  return (
    <section className="mt-4" aria-labelledby="wp-vapid-title">
      <h3 className="h6" id="wp-vapid-title">
        {t('channelSettings.webPush.vapidTitle')}
      </h3>
      {publicKey ? (
        <Form.Group className="mb-2" controlId="wp-vapid-public">
          <Form.Label>{t('channelSettings.webPush.fields.vapidPublicKey')}</Form.Label>
          <Form.Control value={publicKey} readOnly className="font-monospace small" />
        </Form.Group>
      ) : (
        <p className="text-body-secondary small">{t('channelSettings.webPush.noVapid')}</p>
      )}
      {generate.error ? <Alert variant="danger">{generate.error.message}</Alert> : null}
      {confirming ? (
        <Alert variant="warning">
          <p>{t('channelSettings.webPush.replaceWarning')}</p>
          <Button variant="danger" size="sm" className="me-2" onClick={run}>
            {t('channelSettings.webPush.replaceConfirm')}
          </Button>
          <Button variant="outline-secondary" size="sm" onClick={() => setConfirming(false)}>
            {t('channelSettings.cancel')}
          </Button>
        </Alert>
      ) : readOnly ? null : (
        <Button
          variant="outline-primary"
          disabled={generate.isPending}
          onClick={() => (publicKey ? setConfirming(true) : run())}
        >
          {publicKey ? t('channelSettings.webPush.replace') : t('channelSettings.webPush.generate')}
        </Button>
      )}
    </section>
  );
}
