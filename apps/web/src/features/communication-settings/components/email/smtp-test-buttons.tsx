import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { TEST_EMAIL_MSG } from '@resonate/contracts/communication-settings/email';
import { ZEmailSchema } from '@resonate/contracts/fields';
import { readUserInfo } from '@/shared/storage/user-info';
import { useEmailMutations, type TSmtpTestResult } from '../../api/email';

function ResultAlert({ result, title }: { result: TSmtpTestResult | undefined; title: string }) {
  if (!result) return null;
  return (
    <Alert variant={result.ok ? 'success' : 'danger'} className="mt-2 mb-0" role="status">
      <strong>{title}</strong> <span className="text-break">{result.response}</span>
      {result.messageId ? <div className="small text-break">{result.messageId}</div> : null}
      <SenderNote result={result} />
    </Alert>
  );
}

/** Who the test email was from: the brand (signed) or the platform's address (unsigned). */
function SenderNote({ result }: { result: TSmtpTestResult }) {
  if (!result.from || result.signedBy === undefined) return null;
  return (
    <div className="small mt-1">
      {result.signedBy
        ? TEST_EMAIL_MSG.sentAs(result.from, result.signedBy)
        : TEST_EMAIL_MSG.unsigned(result.from)}
    </div>
  );
}

/** "Test connection" and "Send test email": both really contact the saved server. */
export function SmtpTestButtons({ clientId }: { clientId: number }) {
  const { t } = useTranslation('pages');
  const { testConnection, sendTestEmail } = useEmailMutations(clientId);
  // The signed-in user's own address is the likely recipient of a test.
  const [to, setTo] = useState(() => readUserInfo().email ?? '');
  const [toError, setToError] = useState<string | null>(null);

  const send = () => {
    const parsed = ZEmailSchema.safeParse(to);
    if (!parsed.success) {
      setToError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setToError(null);
    sendTestEmail.mutate(parsed.data);
  };
  const failed = (error: Error | null): TSmtpTestResult | undefined =>
    error ? { ok: false, response: error.message } : undefined;

  return (
    <div className="border-top mt-4 pt-3">
      <h3 className="h6">{t('emailSettings.test.title')}</h3>
      <Button
        variant="outline-primary"
        onClick={() => testConnection.mutate()}
        disabled={testConnection.isPending}
      >
        {testConnection.isPending
          ? t('emailSettings.test.testing')
          : t('emailSettings.test.connection')}
      </Button>
      <ResultAlert
        title={t('emailSettings.test.connectionResult')}
        result={testConnection.data ?? failed(testConnection.error)}
      />
      <Form.Group className="mt-3" controlId="smtp-test-to" style={{ maxWidth: '32rem' }}>
        <Form.Label>{t('emailSettings.test.to')}</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            type="email"
            aria-describedby="smtp-test-to-hint"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            isInvalid={!!toError}
          />
          <Button variant="outline-primary" onClick={send} disabled={sendTestEmail.isPending}>
            {sendTestEmail.isPending
              ? t('emailSettings.test.sending')
              : t('emailSettings.test.send')}
          </Button>
          <Form.Control.Feedback type="invalid">{toError}</Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="smtp-test-to-hint">{TEST_EMAIL_MSG.hint}</Form.Text>
      </Form.Group>
      <ResultAlert
        title={t('emailSettings.test.sendResult')}
        result={sendTestEmail.data ?? failed(sendTestEmail.error)}
      />
    </div>
  );
}
