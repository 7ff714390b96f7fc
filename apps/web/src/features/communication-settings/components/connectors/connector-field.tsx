import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import type { TConnector } from '@resonate/contracts/connectors';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { SecretField } from '../channel-common/secret-field';

type TField = TConnector['fields'][number];
export type TConnectorFormValues = Record<string, string | boolean>;

/** One field of a connector's form, drawn by its kind; labels may be the connector's own. */
export function ConnectorField({
  connector,
  field,
  register,
  error,
}: {
  connector: TConnector;
  field: TField;
  register: UseFormRegister<TConnectorFormValues>;
  error?: string;
}) {
  const { t } = useTranslation('channelSettings');
  const id = `connector-${connector.key}-${field.key}`;
  const generic = t(`connectors.fields.${field.key}`);
  const label = t(`connectors.fieldLabels.${connector.key}.${field.key}`, {
    defaultValue: generic,
  });
  const hint = t(`connectors.hints.${connector.key}.${field.key}`, {
    defaultValue: t(`connectors.hints.any.${field.key}`, { defaultValue: '' }),
  });
  const shown = field.required ? label : t('connectors.optional', { label });

  if (field.kind === 'secret') {
    return (
      <SecretField
        id={id}
        label={shown}
        stored={connector.connection?.values[field.key] != null}
        error={error}
        registration={register(field.key)}
        endpointHint={STORED_SECRET_MSG.connectorSecretHint}
      />
    );
  }
  if (field.kind === 'boolean') {
    return (
      <Form.Group className="mb-3">
        <Form.Check type="switch" id={id} label={label} {...register(field.key)} />
        {hint ? <Form.Text>{hint}</Form.Text> : null}
      </Form.Group>
    );
  }
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{shown}</Form.Label>
      {field.kind === 'select' ? (
        <Form.Select {...register(field.key)} isInvalid={!!error}>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {t(`connectors.options.${field.key}.${option}`, { defaultValue: option })}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          {...register(field.key)}
          type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
          inputMode={field.kind === 'port' ? 'numeric' : undefined}
          isInvalid={!!error}
        />
      )}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {hint ? <Form.Text>{hint}</Form.Text> : null}
    </Form.Group>
  );
}
