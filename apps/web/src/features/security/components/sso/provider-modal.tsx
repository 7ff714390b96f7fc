import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { TSsoProvider, TSsoProviderKind } from '@resonate/contracts/auth/sso';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { ProviderTestResult } from './provider-test-result';
import {
  testIdentityProvider,
  useRoleOptions,
  useSaveIdentityProvider,
  type TProviderTest,
} from './sso-api';

type TProviderFormValues = {
  kind: TSsoProviderKind;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  defaultRoleId: string;
  allowJitCreation: boolean;
  enabled: boolean;
};

const KINDS: TSsoProviderKind[] = ['oidc', 'google', 'microsoft'];

function valuesOf(provider: TSsoProvider | null): TProviderFormValues {
  return {
    kind: provider?.kind ?? 'oidc',
    displayName: provider?.displayName ?? '',
    issuerUrl: provider?.kind === 'oidc' ? provider.issuerUrl : '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    domains: provider?.allowedDomains.join(', ') ?? '',
    defaultRoleId: provider?.defaultRoleId ? String(provider.defaultRoleId) : '',
    allowJitCreation: provider?.allowJitCreation ?? false,
    enabled: provider?.enabled ?? true,
  };
}

/** Add or edit an identity provider; "Test" fetches its discovery document first. */
export function ProviderModal(props: {
  provider: TSsoProvider | null;
  show: boolean;
  onClose: () => void;
}) {
  const { provider, show, onClose } = props;
  const { t } = useTranslation('security');
  const save = useSaveIdentityProvider();
  const roles = useRoleOptions();
  const form = useForm<TProviderFormValues>({ values: valuesOf(provider) });
  const [test, setTest] = useState<TProviderTest | 'running' | null>(null);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;

  const close = () => {
    save.reset();
    setTest(null);
    form.reset();
    onClose();
  };
  const runTest = () => {
    setTest('running');
    testIdentityProvider({ kind, issuerUrl: form.getValues('issuerUrl').trim() }).then(
      setTest,
      (error: Error) => setTest({ ok: false, problem: error.message }),
    );
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        providerId: provider?.providerId,
        kind: values.kind,
        displayName: values.displayName,
        issuerUrl: values.kind === 'oidc' ? values.issuerUrl.trim() : '',
        clientId: values.clientId,
        clientSecret: values.clientSecret,
        allowedDomains: values.domains.split(/[\s,;]+/).filter(Boolean),
        defaultRoleId: values.defaultRoleId ? Number(values.defaultRoleId) : null,
        allowJitCreation: values.allowJitCreation,
        enabled: values.enabled,
      },
      {
        onSuccess: () => {
          notifySuccess(t('sso.title'), t('sso.saved', { name: values.displayName }));
          close();
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? (error.envelope?.errors ?? {}) : {};
          for (const [field, message] of Object.entries(fieldErrors)) {
            const name = field.startsWith('allowedDomains') ? 'domains' : field;
            form.setError(name as keyof TProviderFormValues, { message });
          }
        },
      },
    ),
  );
  const fieldError = (name: keyof TProviderFormValues) => (
    <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
  );
  const serverError =
    save.error && !(isApiError(save.error) && save.error.envelope?.errors)
      ? save.error.message
      : null;

  return (
    <Modal show={show} onHide={close} centered size="lg" scrollable>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {provider ? t('sso.editTitle') : t('sso.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          <div className="row g-3">
            <Form.Group controlId="sso-kind" className="col-md-6">
              <Form.Label>{t('sso.kind')}</Form.Label>
              <Form.Select {...form.register('kind', { onChange: () => setTest(null) })}>
                {KINDS.map((value) => (
                  <option key={value} value={value}>
                    {t(`sso.kinds.${value}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="sso-display-name" className="col-md-6">
              <Form.Label>{t('sso.displayName')}</Form.Label>
              <Form.Control {...form.register('displayName')} isInvalid={!!errors.displayName} />
              <Form.Text>{t('sso.displayNameHint')}</Form.Text>
              {fieldError('displayName')}
            </Form.Group>
            {kind === 'oidc' ? (
              <Form.Group controlId="sso-issuer" className="col-12">
                <Form.Label>{t('sso.issuerUrl')}</Form.Label>
                <Form.Control
                  {...form.register('issuerUrl', { onChange: () => setTest(null) })}
                  placeholder="https://login.example.com"
                  isInvalid={!!errors.issuerUrl}
                />
                {fieldError('issuerUrl')}
              </Form.Group>
            ) : (
              <p className="col-12 small text-body-secondary mb-0">
                {t(`sso.fixedIssuer.${kind}`)}
              </p>
            )}
            <div className="col-12">
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={runTest}
                disabled={test === 'running'}
              >
                {test === 'running' ? t('sso.testing') : t('sso.test')}
              </Button>
              <ProviderTestResult test={test} />
            </div>
            <Form.Group controlId="sso-client-id" className="col-md-6">
              <Form.Label>{t('sso.clientId')}</Form.Label>
              <Form.Control
                {...form.register('clientId')}
                autoComplete="off"
                isInvalid={!!errors.clientId}
              />
              {fieldError('clientId')}
            </Form.Group>
            <Form.Group controlId="sso-client-secret" className="col-md-6">
              <Form.Label>{t('sso.clientSecret')}</Form.Label>
              <Form.Control
                type="password"
                autoComplete="new-password"
                {...form.register('clientSecret')}
                placeholder={provider?.hasClientSecret ? t('sso.secretKept') : ''}
                isInvalid={!!errors.clientSecret}
              />
              {fieldError('clientSecret')}
              {provider?.hasClientSecret ? (
                <Form.Text>{STORED_SECRET_MSG.ssoClientSecretHint}</Form.Text>
              ) : null}
            </Form.Group>
            <Form.Group controlId="sso-domains" className="col-12">
              <Form.Label>{t('sso.domains')}</Form.Label>
              <Form.Control
                {...form.register('domains')}
                placeholder="example.com, example.co.uk"
                isInvalid={!!errors.domains}
              />
              <Form.Text>{t('sso.domainsHint')}</Form.Text>
              {fieldError('domains')}
            </Form.Group>
            <Form.Group controlId="sso-role" className="col-md-6">
              <Form.Label>{t('sso.defaultRole')}</Form.Label>
              <Form.Select {...form.register('defaultRoleId')} isInvalid={!!errors.defaultRoleId}>
                <option value="">{t('sso.noRole')}</option>
                {(roles.data ?? []).map((role) => (
                  <option key={role.roleId} value={role.roleId}>
                    {role.name}
                  </option>
                ))}
              </Form.Select>
              {fieldError('defaultRoleId')}
            </Form.Group>
            <div className="col-md-6 d-flex flex-column justify-content-end gap-1">
              <Form.Check
                id="sso-jit"
                type="switch"
                label={t('sso.allowJit')}
                {...form.register('allowJitCreation')}
              />
              <Form.Check
                id="sso-enabled"
                type="switch"
                label={t('sso.enabledLabel')}
                {...form.register('enabled')}
              />
            </div>
          </div>
          {kind === 'microsoft' ? (
            <p className="small text-body-secondary mt-3 mb-0">{t('sso.microsoftHint')}</p>
          ) : null}
          {serverError ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {serverError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('sso.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('sso.saving') : t('sso.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
