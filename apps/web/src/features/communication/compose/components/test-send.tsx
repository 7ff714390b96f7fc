import { COMMUNICATION_LIMITS } from '@resonate/contracts/campaigns/communications';
import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { Button, Form } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/shared/lib/notify';
import { fieldErrorsOf, sendTest } from '../api/compose-calls';

type TProps = {
  flush: () => Promise<number | null>;
  contactId?: number;
  /** Content field errors of a refused test (a broken template fails the test, not the send). */
  onFieldErrors: (errors: TFieldErrors) => void;
};

/** Sends the draft as it stands to up to five addresses; the result shows as a toast. */
export function TestSend({ flush, contactId, onFieldErrors }: TProps) {
  const { t } = useTranslation('compose');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const addresses = value
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);
  const submit = async () => {
    setError('');
    if (addresses.length > COMMUNICATION_LIMITS.testAddressesMax) {
      return setError(t('test.tooMany', { max: COMMUNICATION_LIMITS.testAddressesMax }));
    }
    setBusy(true);
    try {
      const id = await flush();
      if (id === null) return;
      const result = await sendTest(id, addresses, contactId);
      onFieldErrors({});
      notifySuccess(t('test.title'), `${COMPOSE_MSG.testSent}: ${result.addresses.join(', ')}`);
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      onFieldErrors(errors);
      const message = failure instanceof Error ? failure.message : String(failure);
      if (errors.addresses) setError(errors.addresses);
      else notifyError(t('test.title'), message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      className="compose-test mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Form.Label htmlFor="compose-test-addresses">{t('test.label')}</Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          id="compose-test-addresses"
          size="sm"
          value={value}
          isInvalid={Boolean(error)}
          placeholder={t('test.placeholder')}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline-primary"
          disabled={busy || addresses.length === 0}
        >
          {busy ? t('test.sending') : t('test.send')}
        </Button>
      </div>
      {error && <div className="invalid-feedback d-block">{error}</div>}
      <Form.Text>{t('test.hint', { max: COMMUNICATION_LIMITS.testAddressesMax })}</Form.Text>
    </Form>
  );
}
