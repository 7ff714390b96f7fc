import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import { ZTestPhoneSchema } from '@resonate/contracts/communication-settings/channel-tests';
import type { TVmsSetting } from '@resonate/contracts/communication-settings/voice';
import { useTestVmsCall } from '../../api/channel-tests';
import { PhoneField } from '../channel-common/phone-field';
import { TestResultAlert } from '../channel-common/test-result-alert';

const ZForm = z.object({ to: ZTestPhoneSchema });

/** "Test call": asks for a number and places one call from the account, showing the answer. */
export function TestCallModal({
  clientId,
  setting,
  onClose,
}: {
  clientId: number;
  /** The account to call from; null: closed. */
  setting: TVmsSetting | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('channelSettings');
  const call = useTestVmsCall();
  const form = useForm<z.input<typeof ZForm>, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
    defaultValues: { to: '' },
  });
  const close = () => {
    call.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ to }) => {
    if (setting) call.mutate({ clientId, vmsSettingId: setting.vmsSettingId, to });
  });
  const failed = call.error ? { ok: false, response: call.error.message } : undefined;
  return (
    <Modal show={setting !== null} onHide={close} centered aria-labelledby="vms-test-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="vms-test-title">
          {t('voiceTest.title')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit} data-allow-enter>
        <Modal.Body>
          <p className="text-body-secondary">
            {t('voiceTest.intro', { callerId: setting?.callerId ?? '' })}
          </p>
          <PhoneField
            id="vms-test-to"
            error={form.formState.errors.to?.message}
            registration={form.register('to')}
          />
          <TestResultAlert result={call.data ?? failed} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('close')}
          </Button>
          <Button type="submit" disabled={call.isPending}>
            {call.isPending ? t('voiceTest.calling') : t('voiceTest.call')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
