import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { TLicenceSubmitResult } from '@resonate/contracts/onboarding/licence';
import { paths } from '@/config/paths';
import { LicenceGrant } from '@/shared/components/licence-key/licence-grant';
import { LicenceKeyField } from '@/shared/components/licence-key/licence-key-field';
import { useLicenceKeyCheck } from '@/shared/components/licence-key/use-licence-key-check';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { onboardingKeyCheck, useActivateLicence } from './activation-api';

/**
 * The key form of /account-activate: the key is checked as soon as it is complete, the panel
 * shows what it grants, and Activate applies it with the endpoint its kind needs.
 */
export function ActivationForm({
  q,
  onActivated,
}: {
  q: string;
  onActivated: (result: TLicenceSubmitResult) => void;
}) {
  const { t } = useTranslation('licence');
  const { formatDate } = useDateTimeFormat();
  const [value, setValue] = useState('');
  const check = useLicenceKeyCheck(value, onboardingKeyCheck(q));
  const activate = useActivateLicence(q);
  const submitError = activate.error?.message;
  const preview = check.preview;

  const submit = () => {
    if (!preview || activate.isPending) return;
    activate.mutate(
      { kind: preview.submitKind, licenseKey: check.tidy },
      { onSuccess: onActivated },
    );
  };
  const change = (next: string) => {
    setValue(next);
    activate.reset();
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <LicenceKeyField
        id="licence-key"
        value={value}
        onChange={change}
        onSubmit={submit}
        status={submitError ? 'invalid' : check.status}
        error={submitError ?? check.error}
        disabled={activate.isPending}
        autoFocus
      />
      {preview && !submitError ? <LicenceGrant preview={preview} formatDate={formatDate} /> : null}
      <Button
        type="submit"
        size="lg"
        className="w-100 mt-4"
        disabled={!preview || activate.isPending || Boolean(submitError)}
      >
        {activate.isPending ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            {t('activate.submitting')}
          </>
        ) : preview?.submitKind === 'agency' ? (
          t('activate.submitAgency')
        ) : (
          t('activate.submit')
        )}
      </Button>
      <p className="account-activate__alt">
        {t('activate.noKey')}{' '}
        <Link to={`${paths.licenseType.getHref()}?q=${encodeURIComponent(q)}`}>
          {t('activate.choosePlan')}
        </Link>
      </p>
    </Form>
  );
}
