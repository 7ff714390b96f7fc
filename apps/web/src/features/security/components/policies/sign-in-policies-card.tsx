import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TSignInPolicy } from '@resonate/contracts/auth/sign-in-policies';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { SignInEventsList } from './sign-in-events-list';
import { useSaveSignInPolicy, useSignInPolicy } from './policy-api';
import { setFieldErrors } from '@/shared/api/field-errors';

type TPolicyForm = Omit<TSignInPolicy, 'breakGlassUserId'> & { breakGlassUserId: string };

/**
 * Sign-in policies: require single sign-on (with the break-glass admin who keeps a password),
 * a one-time code after single sign-on, a strong second factor for everyone; then the sign-in log.
 */
export function SignInPoliciesCard() {
  const { t } = useTranslation('security');
  const query = useSignInPolicy();
  const save = useSaveSignInPolicy();
  const policy = query.data?.policy;
  const form = useForm<TPolicyForm>({
    values: policy && {
      ...policy,
      breakGlassUserId: policy.breakGlassUserId ? String(policy.breakGlassUserId) : '',
    },
  });
  const requireSso = useWatch({ control: form.control, name: 'requireSso' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        ...values,
        breakGlassUserId: values.breakGlassUserId ? Number(values.breakGlassUserId) : null,
      },
      {
        onSuccess: () => notifySuccess(t('policies.title'), t('policies.saved')),
        onError: (error) => setFieldErrors(form.setError, error),
      },
    ),
  );
  const serverError =
    save.error && !(isApiError(save.error) && save.error.envelope?.errors)
      ? save.error.message
      : null;

  return (
    <section className="card" aria-labelledby="policies-title">
      <div className="card-body">
        <h2 id="policies-title" className="h5 mb-1">
          {t('policies.title')}
        </h2>
        <p className="text-body-secondary small">{t('policies.lead')}</p>
        {query.isPending ? (
          <div className="placeholder-glow" aria-hidden="true">
            <span className="placeholder col-10 mb-2" />
            <span className="placeholder col-6" />
          </div>
        ) : (
          <Form noValidate onSubmit={submit}>
            <Form.Check
              id="policy-require-sso"
              type="switch"
              label={t('policies.requireSso')}
              isInvalid={!!errors.requireSso}
              feedback={errors.requireSso?.message}
              feedbackType="invalid"
              {...form.register('requireSso')}
            />
            <p className="small text-body-secondary ms-5 mb-2">{t('policies.requireSsoHint')}</p>
            {requireSso ? (
              <Form.Group
                controlId="policy-break-glass"
                className="ms-5 mb-3"
                style={{ maxWidth: '28rem' }}
              >
                <Form.Label>{t('policies.breakGlass')}</Form.Label>
                <Form.Select
                  {...form.register('breakGlassUserId')}
                  isInvalid={!!errors.breakGlassUserId}
                >
                  <option value="">{t('policies.chooseAdmin')}</option>
                  {(query.data?.admins ?? []).map((admin) => (
                    <option key={admin.userId} value={admin.userId}>
                      {admin.name ? `${admin.name} (${admin.email})` : admin.email}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">
                  {errors.breakGlassUserId?.message}
                </Form.Control.Feedback>
              </Form.Group>
            ) : null}
            <Form.Check
              id="policy-otp-after-sso"
              type="switch"
              label={t('policies.otpAfterSso')}
              {...form.register('otpAfterSso')}
            />
            <p className="small text-body-secondary ms-5 mb-2">{t('policies.otpAfterSsoHint')}</p>
            <Form.Check
              id="policy-strong-factor"
              type="switch"
              label={t('policies.strongFactor')}
              {...form.register('requireStrongSecondFactor')}
            />
            <p className="small text-body-secondary ms-5 mb-3">{t('policies.strongFactorHint')}</p>
            {serverError ? (
              <div className="alert alert-danger py-2" role="alert">
                {serverError}
              </div>
            ) : null}
            <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
              {save.isPending ? t('policies.saving') : t('policies.save')}
            </Button>
          </Form>
        )}
        <hr className="my-4" />
        <SignInEventsList />
      </div>
    </section>
  );
}
