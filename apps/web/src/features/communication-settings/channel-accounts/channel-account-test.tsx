import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useChannelAccountMutations } from './channel-accounts-api';

/** What the test is sent to: a phone number (SMS), a LINE user id, or anything (webhook). */
function testAddressKind(channelId: number): 'sms' | 'line' | 'webhook' {
  if (channelId === 2) return 'sms';
  if (channelId === 30) return 'line';
  return 'webhook';
}

/** Sends one test message through the saved account to an address typed here; shows the answer. */
export function ChannelAccountTest({
  clientId,
  channelId,
}: {
  clientId: number;
  channelId: number;
}) {
  const { t } = useTranslation('channelSettings');
  const { test } = useChannelAccountMutations(clientId);
  const [to, setTo] = useState('');
  const id = `account-${channelId}-test`;
  return (
    <Form
      className="mt-3 border-top pt-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (to.trim()) test.mutate({ channelId, to: to.trim() });
      }}
    >
      <Form.Label htmlFor={id}>
        {t(`channelAccounts.testTo.${testAddressKind(channelId)}`)}
      </Form.Label>
      <InputGroup className="mb-2">
        <Form.Control id={id} value={to} onChange={(event) => setTo(event.target.value)} />
        <Button type="submit" variant="outline-primary" disabled={test.isPending || !to.trim()}>
          {test.isPending ? t('test.sending') : t('channelAccounts.sendTest')}
        </Button>
      </InputGroup>
      {test.data ? (
        <Alert variant={test.data.ok ? 'success' : 'danger'} className="mb-0" role="status">
          <strong>{test.data.ok ? t('test.succeeded') : t('test.failed')}</strong>{' '}
          <span className="text-break">{test.data.response}</span>
        </Alert>
      ) : null}
      {test.error ? (
        <Alert variant="danger" className="mb-0" role="alert">
          {test.error.message}
        </Alert>
      ) : null}
    </Form>
  );
}
