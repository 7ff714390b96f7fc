import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  ZSmtpDomainFormSchema,
  type TSmtpDomainForm,
} from '@resonate/contracts/communication-settings/email';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useEmailMutations } from '../../api/email';

const EMPTY: TSmtpDomainForm = { domainName: '', fromMail: '', bounceMail: '', description: '' };
const FIELDS = ['domainName', 'fromMail', 'bounceMail', 'description'] as const;

/** Adds a sending domain; the server answers it with its new DKIM key and DNS records. */
export function AddDomainModal({
  clientId,
  show,
  onClose,
  onAdded,
}: {
  clientId: number;
  show: boolean;
  onClose: () => void;
  onAdded: (domainId: number) => void;
}) {
  const { t } = useTranslation('pages');
  const { addDomain } = useEmailMutations(clientId);
  const form = useForm<TSmtpDomainForm>({
    resolver: zodResolver(ZSmtpDomainFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(EMPTY);
    addDomain.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    addDomain.mutate(values, {
      onSuccess: ({ domain }) => {
        notifySuccess(t('emailSettings.domains.title'), t('emailSettings.domains.added'));
        onAdded(domain.domainId);
        close();
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.envelope?.errors : undefined;
        for (const [field, message] of Object.entries(fields ?? {})) {
          const name = FIELDS.find((f) => f === field);
          if (name) form.setError(name, { message });
        }
      },
    });
  });
  const field = (name: (typeof FIELDS)[number], type = 'text') => (
    <Form.Group className="mb-3" controlId={`domain-${name}`}>
      <Form.Label>{t(`emailSettings.domains.fields.${name}`)}</Form.Label>
      <Form.Control type={type} {...form.register(name)} isInvalid={!!errors[name]} />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  const serverError =
    addDomain.error && !(isApiError(addDomain.error) && addDomain.error.envelope?.errors)
      ? addDomain.error.message
      : null;

  return (
    <Modal show={show} onHide={close} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {t('emailSettings.domains.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          {field('domainName')}
          {field('fromMail', 'email')}
          {field('bounceMail', 'email')}
          {field('description')}
          {serverError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {serverError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={addDomain.isPending}>
            {t('emailSettings.cancel')}
          </Button>
          <Button type="submit" disabled={addDomain.isPending}>
            {addDomain.isPending
              ? t('emailSettings.domains.adding')
              : t('emailSettings.domains.add')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
