import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import {
  ZBrandFormSchema,
  type TBrand,
  type TBrandForm,
  type TBrandFormInput,
} from '@resonate/contracts/onboarding/brands';
import { useMasterData } from '@/shared/api/system/get-master-data';
import { brandFormValues, EMPTY_BRAND } from '@/shared/components/brand-form/brand-defaults';
import { BrandFields } from '@/shared/components/brand-form/brand-fields';
import { notifySuccess } from '@/shared/lib/notify';
import { useCreateBrand, useUpdateBrand } from '../../api/brands';
import { setFieldErrors } from '@/shared/api/field-errors';

/** Create a brand of the agency, or edit one (with the version it was read at). */
export function BrandModal({
  brand,
  show,
  onClose,
}: {
  brand: TBrand | null;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const saving = create.isPending || update.isPending;
  const dialCode =
    useMasterData().data?.countries.find((c) => c.countryID === brand?.countryId)?.dialCode ?? '';
  const form = useForm<TBrandFormInput, unknown, TBrandForm>({
    resolver: zodResolver(ZBrandFormSchema),
    values: brand ? brandFormValues(brand) : EMPTY_BRAND,
  });
  const close = () => {
    create.reset();
    update.reset();
    form.reset();
    onClose();
  };
  const onError = (error: Error) => setFieldErrors(form.setError, error, { root: true });
  const onSuccess = (saved: TBrand) => {
    notifySuccess(t('brands.title'), t('brands.saved', { name: saved.brandName }));
    close();
  };
  const submit = form.handleSubmit((values) => {
    if (brand)
      update.mutate(
        { ...values, brandId: brand.brandId, updatedAt: brand.updatedAt },
        { onSuccess, onError },
      );
    else create.mutate(values, { onSuccess, onError });
  });
  const rootError = form.formState.errors.root?.message;

  return (
    <Modal show={show} onHide={close} centered size="lg" scrollable>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {brand ? t('brands.editTitle') : t('brands.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit} className="admin-modal-form">
        <Modal.Body>
          <fieldset disabled={saving}>
            <BrandFields
              key={brand?.brandId ?? 'new'}
              form={form}
              idPrefix="brand"
              brandId={brand?.brandId}
              initialDialCode={dialCode}
            />
          </fieldset>
          {rootError ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {rootError}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('common.saving') : brand ? t('common.save') : t('brands.create')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
