import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ZInviteUserRequestSchema, type TAdminUser } from '@resonate/contracts/onboarding/users';
import type { z } from 'zod';
import { notifySuccess } from '@/shared/lib/notify';
import { useAllDepartments } from '../../api/departments';
import { useRoles } from '../../api/roles';
import { useInviteUser, useUpdateUser } from '../../api/users';
import { CheckList } from './check-list';
import { UserNameFields } from './user-name-fields';
import { setFieldErrors } from '@/shared/api/field-errors';

type TInput = z.input<typeof ZInviteUserRequestSchema>;
type TOutput = z.output<typeof ZInviteUserRequestSchema>;

/**
 * Invite a user (an email with a link that sets the password) or edit one: names, role,
 * account admin, departments and, for an agency, the brands a non-admin may work in.
 */
export function UserModal({
  user,
  show,
  brands,
  isSelf,
  onClose,
}: {
  user: TAdminUser | null;
  show: boolean;
  /** The agency's brands when working in an agency; empty otherwise. */
  brands: readonly { id: number; label: string }[];
  isSelf: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const roles = useRoles();
  const departments = useAllDepartments();
  const invite = useInviteUser();
  const update = useUpdateUser();
  const saving = invite.isPending || update.isPending;
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZInviteUserRequestSchema),
    values: {
      email: user?.email ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      roleId: user?.roleId ?? roles.data?.find((r) => r.name !== 'Administrator')?.roleId ?? 0,
      departmentIds: user?.departmentIds ?? [],
      brandIds: user?.brandIds ?? [],
      isAccountAdmin: user?.isAccountAdmin ?? false,
    },
  });
  const { errors } = form.formState;
  const isAdmin = useWatch({ control: form.control, name: 'isAccountAdmin' });
  const close = () => {
    invite.reset();
    update.reset();
    form.reset();
    onClose();
  };
  const onError = (error: Error) => setFieldErrors(form.setError, error, { root: true });
  const submit = form.handleSubmit((values) => {
    const { email, ...rest } = values;
    const done = (key: string) => () => {
      notifySuccess(t('users.title'), t(key, { email: user?.email ?? email }));
      close();
    };
    if (user) {
      update.mutate({ ...rest, userId: user.userId }, { onSuccess: done('users.saved'), onError });
    } else {
      invite.mutate(values, { onSuccess: done('users.invited'), onError });
    }
  });
  const departmentOptions = (departments.data?.rows ?? [])
    .filter((d) => d.isActive)
    .map((d) => ({ id: d.departmentId, label: d.name }));

  return (
    <Modal show={show} onHide={close} centered size="lg" scrollable>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {user ? t('users.editTitle') : t('users.inviteTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit} className="admin-modal-form">
        <Modal.Body>
          {user ? null : <p className="small text-body-secondary">{t('users.inviteHint')}</p>}
          <UserNameFields form={form} emailReadOnly={user !== null} />
          <Form.Group controlId="user-role" className="mb-3">
            <Form.Label>{t('users.role')}</Form.Label>
            <Form.Select
              {...form.register('roleId', { valueAsNumber: true })}
              isInvalid={!!errors.roleId}
            >
              <option value={0}>{t('users.selectRole')}</option>
              {roles.data?.map((role) => (
                <option key={role.roleId} value={role.roleId}>
                  {role.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.roleId?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            {...form.register('isAccountAdmin')}
            id="user-admin"
            type="switch"
            className="mb-3"
            disabled={isSelf}
            label={t('users.accountAdmin')}
          />
          <Form.Group className="mb-3">
            <Form.Label as="span" className="d-block">
              {t('users.departments')}
            </Form.Label>
            <Controller
              control={form.control}
              name="departmentIds"
              render={({ field }) => (
                <CheckList
                  idPrefix="user-department"
                  options={departmentOptions}
                  value={field.value}
                  onChange={field.onChange}
                  empty={t('users.noDepartments')}
                />
              )}
            />
            {errors.departmentIds ? (
              <div className="invalid-feedback d-block">{errors.departmentIds.message}</div>
            ) : null}
          </Form.Group>
          {brands.length > 0 && !isAdmin ? (
            <Form.Group className="mb-3">
              <Form.Label as="span" className="d-block">
                {t('users.brands')}
              </Form.Label>
              <Controller
                control={form.control}
                name="brandIds"
                render={({ field }) => (
                  <CheckList
                    idPrefix="user-brand"
                    options={brands}
                    value={field.value}
                    onChange={field.onChange}
                    empty=""
                  />
                )}
              />
              <Form.Text>{t('users.brandsHint')}</Form.Text>
            </Form.Group>
          ) : null}
          {errors.root ? (
            <div className="alert alert-danger mb-0" role="alert">
              {errors.root.message}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('common.saving') : user ? t('common.save') : t('users.sendInvitation')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
