import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  ZDepartmentFormSchema,
  type TAdminDepartment,
  type TDepartmentForm,
} from '@resonate/contracts/onboarding/departments';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useSaveDepartment } from '../../api/departments';

/** Create a department, or rename one. */
export function DepartmentModal({
  department,
  show,
  onClose,
}: {
  department: TAdminDepartment | null;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveDepartment();
  const form = useForm<TDepartmentForm>({
    resolver: zodResolver(ZDepartmentFormSchema),
    values: { name: department?.name ?? '' },
  });
  const { errors } = form.formState;
  const close = () => {
    save.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, departmentId: department?.departmentId },
      {
        onSuccess: () => {
          notifySuccess(t('departments.title'), t('departments.saved', { name: values.name }));
          close();
        },
        onError: (error) => {
          const message = isApiError(error) ? error.envelope?.errors?.name : undefined;
          form.setError('name', { message: message ?? error.message });
        },
      },
    ),
  );
  return (
    <Modal show={show} onHide={close} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {department ? t('departments.renameTitle') : t('departments.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          <Form.Group controlId="department-name">
            <Form.Label>{t('departments.name')}</Form.Label>
            <Form.Control {...form.register('name')} autoFocus isInvalid={!!errors.name} />
            <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
          </Form.Group>
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
