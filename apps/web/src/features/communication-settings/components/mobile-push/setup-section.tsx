import { CheckCircle2, Circle, CircleHelp, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Spinner from 'react-bootstrap/Spinner';
import {
  androidSample,
  broadcastSample,
  iosSample,
} from '@resonate/contracts/communication-settings/mobile-push-setup';
import { notifySuccess } from '@/shared/lib/notify';
import { useEncodeAppKey, useMobilePushSetup } from '../../api/mobile-push-extras';
import { CodeBlock } from '../push-common/code-block';
import { ConfirmModal } from '@/shared/components/confirm-modal';

const SAMPLES = ['android', 'ios', 'broadcast'] as const;

/** The app team's checklist, the app key, and the code that registers devices and broadcasts. */
export function SetupSection({
  clientId,
  mobileAppId,
  appName,
  readOnly,
}: {
  clientId: number;
  mobileAppId: number;
  appName: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pushSettings');
  const setup = useMobilePushSetup(clientId, mobileAppId);
  const encode = useEncodeAppKey(clientId, mobileAppId);
  const [confirming, setConfirming] = useState(false);
  const [sample, setSample] = useState<(typeof SAMPLES)[number]>('android');
  if (setup.isPending) {
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </Spinner>
    );
  }
  if (!setup.data) return <Alert variant="danger">{setup.error?.message}</Alert>;
  const { appKey, checklist, updatedAt } = setup.data;
  const origin = window.location.origin;
  const run = () =>
    encode.mutate(appKey ? updatedAt : undefined, {
      onSuccess: () => notifySuccess(appName, t('setup.keyCreated')),
      onSettled: () => setConfirming(false),
    });
  const code = {
    android: androidSample(origin, appKey ?? 'rmk_…'),
    ios: iosSample(origin, appKey ?? 'rmk_…'),
    broadcast: broadcastSample(origin, mobileAppId),
  }[sample];

  return (
    <>
      <h3 className="h6">{t('setup.title')}</h3>
      <ol className="list-unstyled mb-4">
        {checklist.map(({ step, done }) => (
          <li key={step} className="d-flex gap-2 align-items-start mb-2">
            {done === true ? (
              <CheckCircle2
                size={18}
                className="text-success flex-shrink-0"
                aria-label={t('setup.done')}
              />
            ) : done === false ? (
              <Circle
                size={18}
                className="text-body-secondary flex-shrink-0"
                aria-label={t('setup.todo')}
              />
            ) : (
              <CircleHelp
                size={18}
                className="text-body-secondary flex-shrink-0"
                aria-label={t('setup.unknown')}
              />
            )}
            <span>{t(`setup.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      <Form.Group className="mb-3" controlId={`mp-app-key-${mobileAppId}`}>
        <Form.Label>{t('setup.appKey')}</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            readOnly
            value={appKey ?? ''}
            placeholder={t('setup.noKey')}
            className="font-monospace"
          />
          {readOnly ? null : (
            <Button
              variant={appKey ? 'outline-danger' : 'primary'}
              className="text-nowrap"
              disabled={encode.isPending}
              onClick={() => (appKey ? setConfirming(true) : run())}
            >
              <KeyRound size={14} aria-hidden="true" className="me-1" />
              {appKey ? t('setup.replaceKey') : t('setup.createKey')}
            </Button>
          )}
        </div>
        <Form.Text>{t('setup.appKeyHint')}</Form.Text>
      </Form.Group>
      {encode.error ? <Alert variant="danger">{encode.error.message}</Alert> : null}
      <Nav
        variant="pills"
        className="mb-2 small"
        activeKey={sample}
        onSelect={(key) => key && setSample(key as typeof sample)}
      >
        {SAMPLES.map((key) => (
          <Nav.Item key={key}>
            <Nav.Link eventKey={key} className="py-1 px-2">
              {t(`setup.samples.${key}`)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <CodeBlock label={t(`setup.sampleLabels.${sample}`)} code={code} />
      <ConfirmModal
        show={confirming}
        title={t('setup.replaceTitle')}
        body={t('setup.replaceBody')}
        confirmLabel={t('setup.replaceKey')}
        busy={encode.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
