import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TMasterData } from '@resonate/contracts/master-data';

type TCountry = TMasterData['countries'][number];
import { z } from 'zod';
import {
  PROFILE_MSG,
  ZUpdateMobileRequestSchema,
  type TMobileChallenge,
  type TMyProfile,
} from '@resonate/contracts/profile';
import { notifySuccess } from '@/shared/lib/notify';
import { useUpdateMobileNumber } from '../api/mobile-number';
import { countryOfDialCode, countryOptions } from '../lib/country-options';
import { showServerErrors } from '../lib/server-errors';
import { MobileCodeStep } from './mobile-code-step';

/** The select holds a country (several share a dial code); its dial code is what is sent. */
const ZMobileFormSchema = ZUpdateMobileRequestSchema.pick({ mobileNumber: true }).extend({
  country: z.string().min(1, { error: PROFILE_MSG.countryCodeRequired }),
});
type TMobileForm = z.infer<typeof ZMobileFormSchema>;
const FIELDS = ['country', 'mobileNumber'] as const;

/**
 * The mobile number: a country code and the national number. A change is saved only once the
 * code sent by SMS to the new number is entered, which proves the number is the user's.
 */
export function MobileSection({
  profile,
  countries,
}: {
  profile: TMyProfile;
  countries: TCountry[];
}) {
  const { t } = useTranslation('pages');
  const start = useUpdateMobileNumber();
  const [challenge, setChallenge] = useState<TMobileChallenge | null>(null);
  const form = useForm<TMobileForm>({
    resolver: zodResolver(ZMobileFormSchema),
    values: {
      country: countryOfDialCode(countries, profile.countryCode),
      mobileNumber: profile.mobileNumber ?? '',
    },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError } = form;
  const current = profile.mobileNumber ? `${profile.countryCode} ${profile.mobileNumber}` : null;

  const dialCodeOf = (code: string) => countries.find((c) => c.code === code)?.dialCode ?? '';
  const sendCode = handleSubmit(({ country, mobileNumber }) =>
    start.mutateAsync({ countryCode: dialCodeOf(country), mobileNumber }).then(
      (started) => {
        setChallenge(started);
        notifySuccess(
          t('profile.mobile.title'),
          t('profile.mobile.sent', { number: started.maskedNumber }),
        );
      },
      (error: unknown) =>
        showServerErrors(error, 'UpdateMobileNumber', FIELDS, setError, { countryCode: 'country' }),
    ),
  );

  return (
    <form className="card app-card profile-card" onSubmit={sendCode} noValidate>
      <div className="card-body">
        <h2 className="h5 mb-1">{t('profile.mobile.title')}</h2>
        <p className="text-body-secondary small mb-3">
          {current ? t('profile.mobile.current', { number: current }) : t('profile.mobile.none')}
        </p>
        <div className="row g-3">
          <div className="col-12 col-md-5">
            <label className="form-label" htmlFor="profile-country-code">
              {t('profile.mobile.countryCode')}
            </label>
            <select
              id="profile-country-code"
              className={`form-select${formState.errors.country ? ' is-invalid' : ''}`}
              disabled={challenge !== null}
              {...register('country')}
            >
              <option value="">{PROFILE_MSG.countryCodeRequired}</option>
              {countryOptions(countries).map((country) => (
                <option key={country.code} value={country.code}>
                  {`${country.name} (${country.dialCode})`}
                </option>
              ))}
            </select>
            <div className="invalid-feedback">{formState.errors.country?.message}</div>
          </div>
          <div className="col-12 col-md-7">
            <label className="form-label" htmlFor="profile-mobile-number">
              {t('profile.mobile.number')}
            </label>
            <input
              id="profile-mobile-number"
              type="tel"
              inputMode="numeric"
              maxLength={14}
              autoComplete="tel-national"
              className={`form-control${formState.errors.mobileNumber ? ' is-invalid' : ''}`}
              disabled={challenge !== null}
              {...register('mobileNumber')}
            />
            <div className="invalid-feedback">{formState.errors.mobileNumber?.message}</div>
          </div>
        </div>
        {challenge ? (
          <MobileCodeStep
            challenge={challenge}
            onDone={() => setChallenge(null)}
            onResend={() => void sendCode()}
          />
        ) : null}
      </div>
      {challenge ? null : (
        <div className="card-footer d-flex justify-content-end">
          <Button type="submit" variant="primary" disabled={start.isPending || !formState.isDirty}>
            {start.isPending ? t('profile.mobile.sending') : t('profile.mobile.send')}
          </Button>
        </div>
      )}
    </form>
  );
}
