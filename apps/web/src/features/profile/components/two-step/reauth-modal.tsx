import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { isApiError } from '@/shared/api/api-error';
import { PasswordInput } from '@/shared/components/password-input';

export type TReauthRequest = {
  title: string;
  confirmLabel: string;
  danger?: boolean;
  /** Also ask for a passkey's name. */
  askName?: boolean;
  run: (password: string, name: string) => Promise<void>;
};

/**
 * "Confirm it's you": every change to how the account signs in asks for the password again. A
 * wrong password shows under the field; any other refusal above the form.
 */
export function ReauthModal({
  request,
  onClose,
}: {
  request: TReauthRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const form = useForm({ defaultValues: { currentPassword: '', name: '' } });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errors = formState.errors;
  const [formError, setFormError] = useState<string>();

  const close = () => {
    reset();
    setFormError(undefined);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    if (!request) return;
    setFormError(undefined);
    try {
      await request.run(values.currentPassword, values.name.trim());
      close();
    } catch (error) {
      const field = isApiError(error) ? error.envelope?.errors?.currentPassword : undefined;
      if (field) return setError('currentPassword', { type: 'server', message: field });
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });
  const busy = formState.isSubmitting;
  // The caller clears its request on close; keep the texts while the modal fades out.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);

  return (
    <Modal show={request !== null} onHide={close} centered aria-labelledby="two-step-reauth-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5" id="two-step-reauth-title">
            {shown?.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {formError ? (
            <div className="alert alert-danger py-2" role="alert">
              {formError}
            </div>
          ) : null}
          {shown?.askName ? (
            <div className="mb-3">
              <label className="form-label" htmlFor="two-step-passkey-name">
                {t('twoStep.passkeyName')}
              </label>
              <input
                id="two-step-passkey-name"
                className={`form-control${errors.name ? ' is-invalid' : ''}`}
                maxLength={40}
                placeholder={t('twoStep.passkeyNamePlaceholder')}
                aria-invalid={errors.name ? true : undefined}
                {...register('name', {
                  validate: (value) =>
                    !shown?.askName || value.trim() !== '' || t('twoStep.nameRequired'),
                })}
              />
              {errors.name ? (
                <div className="invalid-feedback d-block">{errors.name.message}</div>
              ) : null}
            </div>
          ) : null}
          <label className="form-label" htmlFor="two-step-password">
            {t('twoStep.password')}
          </label>
          <PasswordInput
            id="two-step-password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            registration={register('currentPassword', { required: t('twoStep.passwordRequired') })}
          />
          <p className="small text-body-secondary mt-2 mb-0">{t('twoStep.reauthHint')}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={busy}>
            {t('twoStep.cancel')}
          </Button>
          <Button type="submit" variant={shown?.danger ? 'danger' : 'primary'} disabled={busy}>
            {busy ? t('twoStep.working') : shown?.confirmLabel}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
