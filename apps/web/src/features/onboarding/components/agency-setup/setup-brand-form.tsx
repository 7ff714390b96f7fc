import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  ZBrandFormSchema,
  type TBrand,
  type TBrandForm,
  type TBrandFormInput,
} from '@resonate/contracts/onboarding/brands';
import { BrandFields } from '@/shared/components/brand-form/brand-fields';
import { fieldErrorsOf } from '@/shared/components/brand-form/brand-form-api';
import { EMPTY_BRAND } from '@/shared/components/brand-form/brand-defaults';
import { useCreateSetupBrand } from './setup-api';
import { setFieldErrors } from '@/shared/api/field-errors';

/**
 * One brand at a time: each submit creates it on the server (its own transaction), then the
 * form empties for the next one, keeping the country, currency and time zone just chosen.
 */
export function SetupBrandForm({
  q,
  first,
  onCreated,
}: {
  q: string;
  first: boolean;
  onCreated: (brand: TBrand) => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateSetupBrand(q);
  const form = useForm<TBrandFormInput, unknown, TBrandForm>({
    resolver: zodResolver(ZBrandFormSchema),
    defaultValues: EMPTY_BRAND,
  });

  const submit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (brand) => {
        const { countryId, currency, timeZoneId } = form.getValues();
        form.reset({ ...EMPTY_BRAND, countryId, currency, timeZoneId });
        onCreated(brand);
      },
      onError: (error) => setFieldErrors(form.setError, error),
    });
  });
  const serverError = create.error && Object.keys(fieldErrorsOf(create.error)).length === 0;

  return (
    <Form noValidate onSubmit={submit} aria-labelledby="setup-brand-title">
      <h2 id="setup-brand-title" className="agency-setup__section-title">
        {first ? t('setup.firstBrand') : t('setup.nextBrand')}
      </h2>
      <fieldset disabled={create.isPending}>
        <BrandFields form={form} idPrefix="setup-brand" q={q} />
      </fieldset>
      {serverError ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {create.error.message}
        </div>
      ) : null}
      <div className="agency-setup__actions">
        <Button
          type="submit"
          variant={first ? 'primary' : 'outline-primary'}
          disabled={create.isPending}
        >
          {create.isPending ? (
            <Spinner animation="border" size="sm" aria-hidden="true" />
          ) : (
            <Plus size={16} aria-hidden="true" />
          )}{' '}
          {create.isPending ? t('setup.creating') : t('setup.createBrand')}
        </Button>
      </div>
    </Form>
  );
}
