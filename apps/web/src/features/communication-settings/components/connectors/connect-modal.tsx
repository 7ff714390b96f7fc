import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  connectorFormSchema,
  connectorOf,
  type TConnector,
  type TConnectorDefinition,
} from '@resonate/contracts/connectors';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useConnectorMutations } from '../../api/connectors';
import { ConnectorField, type TConnectorFormValues } from './connector-field';

/** The form's starting values: saved ones, secrets empty (kept unless typed), defaults else. */
function initialValues(connector: TConnector): TConnectorFormValues {
  const values: TConnectorFormValues = {};
  for (const field of connector.fields) {
    const saved = connector.connection?.values[field.key];
    if (field.kind === 'secret') values[field.key] = '';
    else if (field.kind === 'boolean') values[field.key] = saved === true;
    else if (field.kind === 'select') values[field.key] = String(saved ?? field.options?.[0] ?? '');
    else if (field.kind === 'port') values[field.key] = String(saved ?? defaultPort(connector.key));
    else values[field.key] = String(saved ?? '');
  }
  return values;
}

function defaultPort(key: string): string {
  return key === 'mysql' ? '3306' : '5432';
}

/** Connect (or edit) a connector: its own fields, validated by the contracts' schema. */
export function ConnectModal({
  clientId,
  connector,
  onClose,
}: {
  clientId: number;
  /** The connector being connected; null: closed. */
  connector: TConnector | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('channelSettings');
  const { connect } = useConnectorMutations(clientId);
  const definition = connector ? (connectorOf(connector.key) as TConnectorDefinition) : undefined;
  const schema = useMemo(
    () => (definition ? connectorFormSchema(definition) : undefined),
    [definition],
  );
  const form = useForm<TConnectorFormValues>({
    // The schema is built per connector at run time; its output is the form's values.
    resolver: schema
      ? (zodResolver(schema) as unknown as Resolver<TConnectorFormValues>)
      : undefined,
    values: connector ? initialValues(connector) : {},
  });
  const { errors } = form.formState;
  const close = () => {
    connect.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((fields) => {
    if (!connector) return;
    connect.mutate(
      { connectorKey: connector.key, fields, updatedAt: connector.connection?.updatedAt },
      {
        onSuccess: () => {
          notifySuccess(connector.name, t('connectors.saved', { name: connector.name }));
          close();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.envelope?.errors : undefined;
          for (const [path, message] of Object.entries(fieldErrors ?? {})) {
            form.setError(path.replace(/^fields\./, ''), { message });
          }
        },
      },
    );
  });
  const serverError =
    connect.error && !(isApiError(connect.error) && connect.error.envelope?.errors)
      ? connect.error.message
      : null;

  return (
    <Modal
      show={connector !== null}
      onHide={close}
      centered
      aria-labelledby="connector-connect-title"
      scrollable
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="connector-connect-title">
          {connector?.connection
            ? t('connectors.editTitle', { name: connector.name })
            : t('connectors.connectTitle', { name: connector?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit} data-allow-enter>
        <Modal.Body>
          {connector?.fields.map((field) => (
            <ConnectorField
              key={field.key}
              connector={connector}
              field={field}
              register={form.register}
              error={errors[field.key]?.message}
            />
          ))}
          {serverError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {serverError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={connect.isPending}>
            {connect.isPending ? t('saving') : t('connectors.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
