import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import {
  BRAND_MSG,
  type TBrandForm,
  type TBrandFormInput,
} from '@resonate/contracts/onboarding/brands';
import { useMasterData } from '../../api/system/get-master-data';
import { checkClientNameExists, checkValidateWebsite, getCountryDetails } from './brand-form-api';
import { TimeZoneSelect } from './time-zone-select';
import './brand-form.scss';

export type TBrandFieldsProps = {
  form: UseFormReturn<TBrandFormInput, unknown, TBrandForm>;
  /** Prefix of the inputs' ids, unique on the page (several brand forms may show at once). */
  idPrefix: string;
  /** Account setup's q; absent on the brands page (the session identifies the agency). */
  q?: string;
  /** The brand being edited: its own name is no duplicate. */
  brandId?: number;
  /** The dial code of the brand's country when editing (the form starts with it). */
  initialDialCode?: string;
};

const localPart = (phone: string, dialCode: string) =>
  phone.startsWith(`${dialCode} `)
    ? phone.slice(dialCode.length + 1)
    : phone.replace(/^\+\S+ /, '');

/**
 * The fields of a brand (account setup and the brands page): the name is checked live against
 * the agency's names, the website against the spec's pattern (CheckValidateWebsite), and
 * picking a country proposes its currency, time zone and phone dial code (GetCountryDetails).
 */
export function BrandFields({
  form,
  idPrefix,
  q,
  brandId,
  initialDialCode = '',
}: TBrandFieldsProps) {
  const { t } = useTranslation('admin');
  const masterData = useMasterData().data ?? undefined;
  const [dialCode, setDialCode] = useState(initialDialCode);
  const [countryZones, setCountryZones] = useState<number[]>([]);
  const { register, formState, setError, clearErrors, setValue, getValues, control } = form;
  const { errors } = formState;
  const id = (field: string) => `${idPrefix}-${field}`;

  const checkName = async () => {
    const name = getValues('brandName').trim();
    if (name.length < 2) return;
    if (await checkClientNameExists(name, { q, clientId: brandId })) {
      setError('brandName', { message: BRAND_MSG.nameExists });
    }
  };
  const checkWebsite = async () => {
    const website = getValues('website');
    if (!website.trim()) return;
    const result = await checkValidateWebsite(website);
    if (result && !result.valid) setError('website', { message: result.message });
    else clearErrors('website');
  };
  const pickCountry = async (countryId: number) => {
    const details = countryId > 0 ? await getCountryDetails(countryId) : undefined;
    if (!details) return;
    const local = localPart(getValues('phone'), dialCode);
    setDialCode(details.dialCode);
    setCountryZones(details.timeZones.map((z) => z.timeZoneId));
    // Re-validated at once when the form was already submitted, so stale messages go away.
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (details.currency) setValue('currency', details.currency, options);
    const first = details.timeZones[0];
    if (first) setValue('timeZoneId', first.timeZoneId, options);
    if (local) setValue('phone', `${details.dialCode} ${local}`, options);
  };

  return (
    <div className="brand-fields">
      <Form.Group className="brand-fields__wide" controlId={id('brandName')}>
        <Form.Label>{t('brand.fields.brandName')}</Form.Label>
        <Form.Control
          {...register('brandName', { onBlur: () => void checkName() })}
          autoComplete="organization"
          isInvalid={!!errors.brandName}
        />
        <Form.Control.Feedback type="invalid">{errors.brandName?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="brand-fields__wide" controlId={id('website')}>
        <Form.Label>{t('brand.fields.website')}</Form.Label>
        <Form.Control
          {...register('website', { onBlur: () => void checkWebsite() })}
          type="text"
          inputMode="url"
          placeholder="https://www.example.com"
          isInvalid={!!errors.website}
        />
        <Form.Control.Feedback type="invalid">{errors.website?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={id('countryId')}>
        <Form.Label>{t('brand.fields.country')}</Form.Label>
        <Form.Select
          {...register('countryId', {
            valueAsNumber: true,
            onChange: (event: { target: { value: string } }) =>
              void pickCountry(Number(event.target.value)),
          })}
          isInvalid={!!errors.countryId}
        >
          <option value={0}>{t('brand.selectCountry')}</option>
          {masterData?.countries.map((c) => (
            <option key={c.countryID} value={c.countryID}>
              {c.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.countryId?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={id('currency')}>
        <Form.Label>{t('brand.fields.currency')}</Form.Label>
        <Form.Select {...register('currency')} isInvalid={!!errors.currency}>
          <option value="">{t('brand.selectCurrency')}</option>
          {masterData?.currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} – {c.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.currency?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="brand-fields__wide" controlId={id('timeZoneId')}>
        <Form.Label>{t('brand.fields.timeZone')}</Form.Label>
        <TimeZoneSelect
          control={control}
          zones={masterData?.timeZoneList ?? []}
          countryZones={countryZones}
          invalid={!!errors.timeZoneId}
        />
        <Form.Control.Feedback type="invalid">{errors.timeZoneId?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={id('industryId')}>
        <Form.Label>
          {t('brand.fields.industry')}{' '}
          <span className="text-body-secondary">{t('brand.optional')}</span>
        </Form.Label>
        <Controller
          control={control}
          name="industryId"
          render={({ field }) => (
            <Form.Select
              value={field.value ?? ''}
              onChange={(e) =>
                field.onChange(e.target.value === '' ? null : Number(e.target.value))
              }
              onBlur={field.onBlur}
              ref={field.ref}
            >
              <option value="">{t('brand.selectIndustry')}</option>
              {masterData?.industries.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </Form.Select>
          )}
        />
      </Form.Group>
      <Form.Group controlId={id('businessEmail')}>
        <Form.Label>
          {t('brand.fields.businessEmail')}{' '}
          <span className="text-body-secondary">{t('brand.optional')}</span>
        </Form.Label>
        <Form.Control
          {...register('businessEmail')}
          type="email"
          autoComplete="email"
          isInvalid={!!errors.businessEmail}
        />
        <Form.Control.Feedback type="invalid">
          {errors.businessEmail?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={id('phone')}>
        <Form.Label>
          {t('brand.fields.phone')}{' '}
          <span className="text-body-secondary">{t('brand.optional')}</span>
        </Form.Label>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <InputGroup hasValidation>
              <InputGroup.Text>{dialCode || '+'}</InputGroup.Text>
              <Form.Control
                value={localPart(field.value, dialCode)}
                onChange={(e) => {
                  const digits = e.target.value.replace(/\D/g, '');
                  field.onChange(digits ? `${dialCode || '+'} ${digits}` : '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                inputMode="numeric"
                autoComplete="tel-national"
                isInvalid={!!errors.phone}
                aria-describedby={id('phone-hint')}
              />
              <Form.Control.Feedback type="invalid">{errors.phone?.message}</Form.Control.Feedback>
            </InputGroup>
          )}
        />
        <Form.Text id={id('phone-hint')}>
          {dialCode ? t('brand.phoneHint') : t('brand.phoneNeedsCountry')}
        </Form.Text>
      </Form.Group>
    </div>
  );
}
