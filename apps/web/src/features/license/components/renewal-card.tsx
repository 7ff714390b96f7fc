import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { LicenceGrant } from '@/shared/components/licence-key/licence-grant';
import { LicenceKeyField } from '@/shared/components/licence-key/licence-key-field';
import { useLicenceKeyCheck } from '@/shared/components/licence-key/use-licence-key-check';
import { notifySuccess } from '@/shared/lib/notify';
import { renewalKeyCheck, useRenewLicence } from '../api/licence-info';

/** Renewal: paste a new key, see what it grants (VerifyLicenseKey), apply it. Admins only. */
export function RenewalCard({
  canRenew,
  formatDate,
}: {
  canRenew: boolean;
  formatDate: (value: string) => string;
}) {
  const { t } = useTranslation('licence');
  const [value, setValue] = useState('');
  const check = useLicenceKeyCheck(value, renewalKeyCheck);
  const renew = useRenewLicence();
  const submitError = renew.error?.message;
  const preview = check.preview;

  const submit = () => {
    if (!preview || renew.isPending) return;
    renew.mutate(
      { kind: preview.submitKind, licenseKey: check.tidy },
      {
        onSuccess: () => {
          setValue('');
          notifySuccess(t('info.renewTitle'), t('info.renewed'));
        },
      },
    );
  };

  return (
    <section className="card app-card mb-4" aria-labelledby="renewal-title">
      <div className="card-header d-flex align-items-center gap-2">
        <RefreshCw size={18} aria-hidden="true" />
        <h2 id="renewal-title" className="h6 mb-0">
          {t('info.renewTitle')}
        </h2>
      </div>
      <div className="card-body">
        {canRenew ? (
          <Form
            noValidate
            className="licence-info__renew"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <p className="small text-body-secondary">{t('info.renewLead')}</p>
            <LicenceKeyField
              id="renewal-key"
              value={value}
              onChange={(next) => {
                setValue(next);
                renew.reset();
              }}
              onSubmit={submit}
              status={submitError ? 'invalid' : check.status}
              error={submitError ?? check.error}
              disabled={renew.isPending}
            />
            {preview && !submitError ? (
              <LicenceGrant preview={preview} formatDate={formatDate} />
            ) : null}
            <Button
              type="submit"
              className="mt-3"
              disabled={!preview || renew.isPending || Boolean(submitError)}
            >
              {renew.isPending ? (
                <>
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                  {t('info.renewing')}
                </>
              ) : (
                t('info.renewSubmit')
              )}
            </Button>
          </Form>
        ) : (
          <p className="mb-0 text-body-secondary">{t('info.renewNotAdmin')}</p>
        )}
      </div>
    </section>
  );
}
