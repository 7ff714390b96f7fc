import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import type { ZInviteUserRequestSchema } from '@resonate/contracts/onboarding/users';
import type { z } from 'zod';

type TForm = UseFormReturn<
  z.input<typeof ZInviteUserRequestSchema>,
  unknown,
  z.output<typeof ZInviteUserRequestSchema>
>;

/** Email (fixed once invited) and names. */
export function UserNameFields({ form, emailReadOnly }: { form: TForm; emailReadOnly: boolean }) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  return (
    <div className="row g-3 mb-3">
      <Form.Group className="col-12" controlId="user-email">
        <Form.Label>{t('users.email')}</Form.Label>
        <Form.Control
          {...form.register('email')}
          type="email"
          autoComplete="off"
          readOnly={emailReadOnly}
          plaintext={emailReadOnly}
          isInvalid={!!errors.email}
        />
        <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-6" controlId="user-firstName">
        <Form.Label>{t('users.firstName')}</Form.Label>
        <Form.Control {...form.register('firstName')} isInvalid={!!errors.firstName} />
        <Form.Control.Feedback type="invalid">{errors.firstName?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="col-md-6" controlId="user-lastName">
        <Form.Label>{t('users.lastName')}</Form.Label>
        <Form.Control {...form.register('lastName')} isInvalid={!!errors.lastName} />
        <Form.Control.Feedback type="invalid">{errors.lastName?.message}</Form.Control.Feedback>
      </Form.Group>
    </div>
  );
}
