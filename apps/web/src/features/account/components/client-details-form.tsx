import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import {
  ZClientDetailsFormSchema,
  type TClientDetails,
  type TClientDetailsForm,
  type TClientDetailsFormInput,
} from '@resonate/contracts/account';
import { setFieldErrors } from '@/shared/api/field-errors';
import { useMasterData } from '@/shared/api/system/get-master-data';
import { notifySuccess } from '@/shared/lib/notify';
import { useUpdateClientDetails } from '../api/client-details';
import { toFormValues } from '../lib/details-form';
import { AddressSection } from './address-section';
import { CompanySection } from './company-section';
import { RegionalSection } from './regional-section';

/**
 * The account settings form. It resets to the server's values whenever they change (a save, or
 * a reload after a stale-edit 409), and Save stays disabled until something differs.
 */
export function ClientDetailsForm({
  details,
  canEdit,
}: {
  details: TClientDetails;
  canEdit: boolean;
}) {
  const { t } = useTranslation('pages');
  const masterData = useMasterData().data ?? undefined;
  const update = useUpdateClientDetails(details.clientId);
  const form = useForm<TClientDetailsFormInput, unknown, TClientDetailsForm>({
    resolver: zodResolver(ZClientDetailsFormSchema),
    defaultValues: toFormValues(details),
  });
  const { reset, handleSubmit, formState } = form;

  useEffect(() => {
    reset(toFormValues(details));
  }, [details, reset]);

  const submit = handleSubmit((values) =>
    update.mutate(
      { form: values, updatedAt: details.updatedAt },
      {
        onSuccess: () => notifySuccess(t('account.title'), t('account.saved')),
        onError: (error) => setFieldErrors(form.setError, error),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form
        className="card app-card account-card"
        onSubmit={submit}
        noValidate
        aria-labelledby="details-title"
      >
        <div className="card-header account-card__header">
          <h2 id="details-title" className="h6 mb-0">
            {t('account.detailsTitle')}
          </h2>
        </div>
        <fieldset className="card-body" disabled={!canEdit || update.isPending}>
          <CompanySection masterData={masterData} />
          <AddressSection masterData={masterData} />
          <RegionalSection masterData={masterData} />
        </fieldset>
        {canEdit ? (
          <div className="card-footer account-card__actions">
            <span className="small text-body-secondary">{t('account.hint')}</span>
            <div className="d-flex gap-2">
              <Button
                variant="outline-secondary"
                onClick={() => reset(toFormValues(details))}
                disabled={!formState.isDirty || update.isPending}
              >
                {t('account.cancel')}
              </Button>
              <Button
                type="submit"
                variant="primary"
                disabled={!formState.isDirty || update.isPending}
              >
                {update.isPending ? t('account.saving') : t('account.save')}
              </Button>
            </div>
          </div>
        ) : null}
      </form>
    </FormProvider>
  );
}
