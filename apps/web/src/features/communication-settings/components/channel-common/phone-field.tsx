import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';

/** The recipient of a test send, in international format (normalised to E.164 on submit). */
export function PhoneField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('channelSettings');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{t('test.to')}</Form.Label>
      <Form.Control
        {...registration}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+447700900123"
        isInvalid={!!error}
        autoFocus
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <Form.Text>{t('test.toHint')}</Form.Text>
    </Form.Group>
  );
}
