import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  ROLE_FEATURES,
  ZRoleFormSchema,
  emptyPermission,
  type TRole,
  type TRoleForm,
} from '@resonate/contracts/onboarding/roles';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useSaveRole } from '../../api/roles';
import { PermissionMatrix } from './permission-matrix';

const NEW_ROLE: TRoleForm = {
  name: '',
  permissions: ROLE_FEATURES.map(({ featureId }) => ({
    ...emptyPermission(featureId),
    canView: true,
  })),
};

/** Create a role or edit its name and permissions. */
export function RoleModal({
  role,
  show,
  onClose,
}: {
  role: TRole | null;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveRole();
  const form = useForm<TRoleForm>({
    resolver: zodResolver(ZRoleFormSchema),
    values: role ? { name: role.name, permissions: role.permissions } : NEW_ROLE,
  });
  const { errors } = form.formState;
  const close = () => {
    save.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, roleId: role?.roleId },
      {
        onSuccess: () => {
          notifySuccess(t('roles.title'), t('roles.saved', { name: values.name }));
          close();
        },
        onError: (error) => {
          const message = isApiError(error) ? error.envelope?.errors?.name : undefined;
          if (message) form.setError('name', { message });
        },
      },
    ),
  );
  const serverError =
    save.error && !(isApiError(save.error) && save.error.envelope?.errors?.name)
      ? save.error.message
      : null;
  return (
    <Modal show={show} onHide={close} centered size="lg" scrollable>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {role ? t('roles.editTitle') : t('roles.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit} className="admin-modal-form">
        <Modal.Body>
          <Form.Group controlId="role-name" className="mb-3">
            <Form.Label>{t('roles.name')}</Form.Label>
            <Form.Control {...form.register('name')} autoFocus isInvalid={!!errors.name} />
            <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
          </Form.Group>
          <p className="small text-body-secondary">{t('roles.matrixHint')}</p>
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <PermissionMatrix
                value={field.value}
                onChange={field.onChange}
                disabled={save.isPending}
              />
            )}
          />
          {serverError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {serverError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
