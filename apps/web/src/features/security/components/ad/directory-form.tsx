import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TActiveDirectory, TRoleOption } from '@resonate/contracts/auth/active-directory';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useSaveActiveDirectory } from './ad-api';
import { DirectoryTest } from './directory-test';
import {
  clientErrors,
  formFieldOf,
  formValuesOf,
  requestOf,
  type TDirectoryFormValues,
} from './directory-form-values';
import { GroupRoleRows } from './group-role-rows';

/** The directory's settings: connection, where users are, which roles their groups give. */
export function DirectoryForm(props: {
  directory: TActiveDirectory | null;
  roles: TRoleOption[];
  onClose: () => void;
}) {
  const { directory, roles, onClose } = props;
  const { t } = useTranslation('security');
  const save = useSaveActiveDirectory();
  const form = useForm<TDirectoryFormValues>({ defaultValues: formValuesOf(directory) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const url = useWatch({ control: form.control, name: 'url' });

  /** The body for the API, or undefined (with messages under the fields) when it is invalid. */
  const checkedRequest = () => {
    const body = requestOf(form.getValues());
    const found = clientErrors(body);
    setErrors(found);
    return Object.keys(found).length === 0 ? body : undefined;
  };
  const submit = form.handleSubmit(() => {
    const body = checkedRequest();
    if (!body) return;
    setServerError(null);
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('ad.title'), t('ad.saved'));
        onClose();
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? (error.envelope?.errors ?? {}) : {};
        const mapped = Object.fromEntries(
          Object.entries(fieldErrors).map(([field, message]) => [formFieldOf(field), message]),
        );
        setErrors(mapped);
        if (Object.keys(mapped).length === 0) setServerError(error.message);
      },
    });
  });
  const text = (
    name: keyof TDirectoryFormValues,
    label: string,
    extra: object = {},
    hint?: string,
  ) => (
    <Form.Group controlId={`ad-${name}`} className="col-md-6">
      <Form.Label>{label}</Form.Label>
      <Form.Control {...form.register(name)} isInvalid={!!errors[name]} {...extra} />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
      {hint ? <Form.Text>{hint}</Form.Text> : null}
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-column gap-4">
      <fieldset className="row g-3">
        <legend className="h6 mb-0">{t('ad.connectionTitle')}</legend>
        {text('url', t('ad.url'), { placeholder: 'ldaps://dc1.example.com:636' })}
        <div className="col-md-6 d-flex align-items-end">
          <Form.Check
            id="ad-startTls"
            type="switch"
            label={t('ad.startTls')}
            disabled={url.trim().toLowerCase().startsWith('ldaps:')}
            isInvalid={!!errors.startTls}
            feedback={errors.startTls}
            feedbackType="invalid"
            {...form.register('startTls')}
          />
        </div>
        {text('bindDn', t('ad.bindDn'), {
          placeholder: 'CN=svc-resonate,OU=Service,DC=example,DC=com',
          autoComplete: 'off',
        })}
        {text(
          'bindPassword',
          t('ad.bindPassword'),
          {
            type: 'password',
            autoComplete: 'new-password',
            placeholder: directory ? t('ad.passwordKept') : '',
          },
          directory ? STORED_SECRET_MSG.adBindPasswordHint : undefined,
        )}
        <Form.Group controlId="ad-caCertificate" className="col-12">
          <Form.Label>{t('ad.caCertificate')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            className="font-monospace small"
            {...form.register('caCertificate')}
            placeholder="-----BEGIN CERTIFICATE-----"
            isInvalid={!!errors.caCertificate}
          />
          <Form.Text>{t('ad.caHint')}</Form.Text>
          <Form.Control.Feedback type="invalid">{errors.caCertificate}</Form.Control.Feedback>
        </Form.Group>
      </fieldset>

      <fieldset className="row g-3">
        <legend className="h6 mb-0">{t('ad.usersTitle')}</legend>
        {text('searchBase', t('ad.searchBase'), { placeholder: 'DC=example,DC=com' })}
        {text('searchFilter', t('ad.searchFilter'), { className: 'font-monospace' })}
        <Form.Group controlId="ad-domains" className="col-12">
          <Form.Label>{t('ad.domains')}</Form.Label>
          <Form.Control
            {...form.register('domains')}
            placeholder="example.com, example.co.uk"
            isInvalid={!!errors.domains}
          />
          <Form.Text>{t('ad.domainsHint')}</Form.Text>
          <Form.Control.Feedback type="invalid">{errors.domains}</Form.Control.Feedback>
        </Form.Group>
      </fieldset>

      <GroupRoleRows form={form} roles={roles} errors={errors} />

      <div className="row g-3">
        <Form.Group controlId="ad-defaultRoleId" className="col-md-6">
          <Form.Label>{t('ad.defaultRole')}</Form.Label>
          <Form.Select {...form.register('defaultRoleId')} isInvalid={!!errors.defaultRoleId}>
            <option value="">{t('ad.noAccess')}</option>
            {roles.map((role) => (
              <option key={role.roleId} value={role.roleId}>
                {role.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.defaultRoleId}</Form.Control.Feedback>
        </Form.Group>
        <div className="col-md-6 d-flex flex-column justify-content-end gap-1">
          <Form.Check
            id="ad-nested"
            type="switch"
            label={t('ad.nestedGroups')}
            {...form.register('nestedGroups')}
          />
          <Form.Check
            id="ad-jit"
            type="switch"
            label={t('ad.jit')}
            {...form.register('jitEnabled')}
          />
          <Form.Check
            id="ad-enabled"
            type="switch"
            label={t('ad.enabledLabel')}
            {...form.register('isEnabled')}
          />
        </div>
      </div>

      <DirectoryTest request={checkedRequest} />

      {serverError ? (
        <div className="alert alert-danger mb-0" role="alert">
          {serverError}
        </div>
      ) : null}
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onClose}>
          {t('ad.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('ad.saving') : t('ad.save')}
        </Button>
      </div>
    </Form>
  );
}
