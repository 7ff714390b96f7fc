import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import type { TChannelTestResult } from '@resonate/contracts/communication-settings/channel-tests';

/** The provider's answer to a test send: its words, and its id for the message when given. */
export function TestResultAlert({ result }: { result: TChannelTestResult | undefined }) {
  const { t } = useTranslation('channelSettings');
  if (!result) return null;
  return (
    <Alert variant={result.ok ? 'success' : 'danger'} className="mb-0" role="status">
      <strong>{result.ok ? t('test.succeeded') : t('test.failed')}</strong>{' '}
      <span className="text-break">{result.response}</span>
      {result.messageId ? (
        <div className="small text-break mt-1">
          {t('test.messageId')} <code>{result.messageId}</code>
        </div>
      ) : null}
    </Alert>
  );
}
