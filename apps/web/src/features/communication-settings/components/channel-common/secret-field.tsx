import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { MASKED_SECRET } from '@resonate/contracts/communication-settings/channel-common';

/**
 * A secret input. The server never sends a stored secret back: when one is stored the field
 * stays empty with a masked placeholder, and leaving it empty keeps the stored value, only as
 * long as the host or URL it is sent to stays the same (endpointHint says so).
 */
export function SecretField({
  id,
  label,
  stored,
  error,
  disabled,
  registration,
  endpointHint,
  help,
}: {
  id: string;
  label: string;
  /** Whether the server holds a value (it answered the mask). */
  stored: boolean;
  error?: string;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
  /** STORED_SECRET_MSG: the stored value does not follow a changed host or URL. */
  endpointHint?: string;
  /** What the secret is for, shown whether or not one is stored. */
  help?: string;
}) {
  const { t } = useTranslation('pages');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...registration}
        type="password"
        autoComplete="new-password"
        placeholder={stored ? MASKED_SECRET : ''}
        isInvalid={!!error}
        disabled={disabled}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {help ? <Form.Text className="d-block">{help}</Form.Text> : null}
      {stored ? (
        <Form.Text>
          {t('channelSettings.secretKeep')}
          {endpointHint ? ` ${endpointHint}` : null}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
