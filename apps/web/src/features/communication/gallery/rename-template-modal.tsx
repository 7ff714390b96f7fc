import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import { TEMPLATE_LIMITS, ZTemplateNameSchema } from '@resonate/contracts/campaigns/templates';

const ZRenameFormSchema = z.object({ name: ZTemplateNameSchema });
type TRenameForm = z.infer<typeof ZRenameFormSchema>;

/** Rename with the template name rules (contracts); the server's refusal keeps it open. */
export function RenameTemplateModal({
  name,
  busy,
  onRename,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onRename: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('gallery');
  const form = useForm<TRenameForm>({
    resolver: zodResolver(ZRenameFormSchema),
    defaultValues: { name },
    mode: 'onTouched',
  });
  const error = form.formState.errors.name?.message;
  return (
    <Modal show onHide={onCancel} centered>
      <Form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          try {
            await onRename(values.name);
          } catch {
            // The API client toasted the reason; the dialog stays open to fix the name.
          }
        })}
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {t('rename.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="rename-template-name">
            <Form.Label>{t('rename.name')}</Form.Label>
            <Form.Control
              autoFocus
              maxLength={TEMPLATE_LIMITS.nameMax + 20}
              isInvalid={Boolean(error)}
              {...form.register('name')}
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('rename.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('rename.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
