import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing, Send } from 'lucide-react';
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
  ZTestPushFormSchema,
  type TTestPushFormInput,
  type TTestPushResult,
} from '@resonate/contracts/communication-settings/web-push-subscribers';
import { setFieldErrors } from '@/shared/api/field-errors';
import { useTestPushMutations, useWebPushSubscriptions } from '../../api/web-push-extras';
import {
  BrowserPushError,
  browserPushSupported,
  subscribeThisBrowser,
} from '../../hooks/subscribe-this-browser';
import { SubscribersTable } from './subscribers-table';

const PAGE_SIZE = 10;

/**
 * Subscribers, and a test push to the one picked: a site's visitor, or this browser, which the
 * page can subscribe itself when the browser allows notifications.
 */
export function TestPushSection({
  clientId,
  vapidPublicKey,
  isAdmin,
}: {
  clientId: number;
  vapidPublicKey: string | null;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('pushSettings');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [result, setResult] = useState<TTestPushResult | null>(null);
  const [browserError, setBrowserError] = useState<string | null>(null);
  const list = useWebPushSubscriptions(clientId, page, PAGE_SIZE);
  const { send, saveBrowser } = useTestPushMutations(clientId);
  const form = useForm<TTestPushFormInput, unknown, z.output<typeof ZTestPushFormSchema>>({
    resolver: zodResolver(ZTestPushFormSchema),
    defaultValues: { title: t('test.defaultTitle'), body: t('test.defaultBody'), url: '' },
  });
  const { errors } = form.formState;

  const subscribeBrowser = async () => {
    if (!vapidPublicKey) return;
    setBrowserError(null);
    try {
      const subscription = await subscribeThisBrowser(vapidPublicKey);
      const saved = await saveBrowser.mutateAsync(subscription);
      setSelected(saved.subscriptionId);
      setPage(1);
    } catch (error) {
      setBrowserError(
        error instanceof BrowserPushError
          ? t(`test.browser.${error.problem}`)
          : t('test.browser.failed'),
      );
    }
  };
  const submit = form.handleSubmit((values) => {
    if (selected === null) return;
    setResult(null);
    send.mutate(
      { ...values, subscriptionId: selected },
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
    <section aria-labelledby="wp-test-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0" id="wp-test-title">
          {t('subscribers.title', { count: list.data?.totalRows ?? 0 })}
        </h3>
        {isAdmin && vapidPublicKey && browserPushSupported() ? (
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => void subscribeBrowser()}
            disabled={saveBrowser.isPending}
          >
            <BellRing size={14} aria-hidden="true" className="me-1" />
            {t('test.subscribeBrowser')}
          </Button>
        ) : null}
      </div>
      {browserError ? <Alert variant="warning">{browserError}</Alert> : null}
      <SubscribersTable
        subscriptions={list.data?.subscriptions ?? []}
        totalRows={list.data?.totalRows ?? 0}
        loading={list.isPending}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        selected={selected}
        onSelect={isAdmin ? setSelected : null}
      />
      {isAdmin ? (
        <Form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-3"
          aria-label={t('test.title')}
        >
          <h4 className="h6">{t('test.title')}</h4>
          <Row className="g-2">
            <Form.Group as={Col} md={4} controlId="wp-test-title-input">
              <Form.Label>{t('test.fields.title')}</Form.Label>
              <Form.Control {...form.register('title')} isInvalid={!!errors.title} />
              <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} md={8} controlId="wp-test-body">
              <Form.Label>{t('test.fields.body')}</Form.Label>
              <Form.Control {...form.register('body')} isInvalid={!!errors.body} />
              <Form.Control.Feedback type="invalid">{errors.body?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} md={8} controlId="wp-test-url">
              <Form.Label>{t('test.fields.url')}</Form.Label>
              <Form.Control
                {...form.register('url')}
                placeholder="https://www.example.com/offers"
                isInvalid={!!errors.url}
              />
              <Form.Control.Feedback type="invalid">{errors.url?.message}</Form.Control.Feedback>
            </Form.Group>
            <Col md={4} className="d-flex align-items-end">
              <Button
                type="submit"
                className="w-100"
                disabled={selected === null || send.isPending}
              >
                <Send size={14} aria-hidden="true" className="me-1" />
                {send.isPending ? t('test.sending') : t('test.send')}
              </Button>
            </Col>
          </Row>
          {selected === null ? <Form.Text>{t('test.pickFirst')}</Form.Text> : null}
          {result ? (
            <Alert variant={result.ok ? 'success' : 'danger'} className="mt-3 mb-0" role="status">
              {result.ok
                ? t('test.accepted', { response: result.response })
                : t('test.refused', { response: result.response })}
            </Alert>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}
