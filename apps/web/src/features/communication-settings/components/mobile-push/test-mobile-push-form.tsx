import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { z } from 'zod';
import {
  ZTestMobilePushFormSchema,
  type TMobileDevice,
  type TTestMobilePushFormInput,
} from '@resonate/contracts/communication-settings/mobile-push-devices';
import type { TTestPushResult } from '@resonate/contracts/communication-settings/web-push-subscribers';
import { setFieldErrors } from '@/shared/api/field-errors';
import { useSendTestMobilePush } from '../../api/mobile-push-extras';

/**
 * A test push to the device picked in the list, through the app's FCM or APNs credentials, and
 * what the push service answered (the web push tab's test, for apps).
 */
export function TestMobilePushForm({
  clientId,
  mobileAppId,
  device,
}: {
  clientId: number;
  mobileAppId: number;
  device: TMobileDevice | null;
}) {
  const { t } = useTranslation('pushSettings');
  const send = useSendTestMobilePush(clientId, mobileAppId);
  const [result, setResult] = useState<TTestPushResult | null>(null);
  const form = useForm<
    TTestMobilePushFormInput,
    unknown,
    z.output<typeof ZTestMobilePushFormSchema>
  >({
    resolver: zodResolver(ZTestMobilePushFormSchema),
    defaultValues: { title: t('test.defaultTitle'), body: t('mobileTest.defaultBody') },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    if (!device) return;
    setResult(null);
    send.mutate(
      { ...values, deviceId: device.deviceId },
      {
        onSuccess: setResult,
        onError: (error) => {
          // A refusal naming no field shows as the push service's answer would.
          if (setFieldErrors(form.setError, error) === 0) {
            setResult({ ok: false, response: error.message });
          }
        },
      },
    );
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-3"
      aria-label={t('test.title')}
    >
      <h4 className="h6">{t('test.title')}</h4>
      <Row className="g-2">
        <Form.Group as={Col} md={4} controlId="mp-test-title">
          <Form.Label>{t('test.fields.title')}</Form.Label>
          <Form.Control {...form.register('title')} isInvalid={!!errors.title} />
          <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group as={Col} md={5} controlId="mp-test-body">
          <Form.Label>{t('test.fields.body')}</Form.Label>
          <Form.Control {...form.register('body')} isInvalid={!!errors.body} />
          <Form.Control.Feedback type="invalid">{errors.body?.message}</Form.Control.Feedback>
        </Form.Group>
        <Col md={3} className="d-flex align-items-end">
          <Button type="submit" className="w-100" disabled={!device || send.isPending}>
            <Send size={14} aria-hidden="true" className="me-1" />
            {send.isPending ? t('test.sending') : t('test.send')}
          </Button>
        </Col>
      </Row>
      <Form.Text>
        {device
          ? t('mobileTest.target', {
              token: device.tokenPreview,
              platform: t(`devices.platforms.${device.platform}`),
            })
          : t('mobileTest.pickFirst')}
      </Form.Text>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} className="mt-3 mb-0" role="status">
          {result.ok
            ? t('mobileTest.accepted', { response: result.response })
            : t('test.refused', { response: result.response })}
        </Alert>
      ) : null}
    </Form>
  );
}
