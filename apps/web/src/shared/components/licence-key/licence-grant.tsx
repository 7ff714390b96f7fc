import { Building2, CalendarClock, KeyRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TLicenceKeyPreview } from '@resonate/contracts/onboarding/licence';
import { ChannelChips } from './channel-chips';
import './licence-key.scss';

const DAY_MS = 86_400_000;

/**
 * A renewal carries days over only while the current licence still runs: then it ends later
 * than its own days from now. A licence that has ended (sign-in sent the account here to renew)
 * has none left to carry.
 */
function carriesOver(preview: TLicenceKeyPreview): boolean {
  if (!preview.renewal || preview.validityDays === null) return false;
  const granted = Date.parse(preview.validUntil) - Date.parse(preview.validFrom);
  return granted > preview.validityDays * DAY_MS + 60_000;
}

/**
 * What a checked key grants, before it is applied: type, seats, channels and validity, plus
 * what changes for the account (it becomes an agency; unused days carry over).
 */
export function LicenceGrant({
  preview,
  formatDate,
}: {
  preview: TLicenceKeyPreview;
  formatDate: (value: string) => string;
}) {
  const { t } = useTranslation('licence');
  return (
    <section className="licence-grant" aria-labelledby="licence-grant-title">
      <h2 id="licence-grant-title" className="licence-grant__title">
        {t('grant.title')}
      </h2>
      <dl className="licence-grant__facts">
        <div>
          <dt>
            <KeyRound size={14} aria-hidden="true" /> {t('grant.type')}
          </dt>
          <dd>
            {preview.licenceTypeName}
            {preview.isAgency ? (
              <span className="badge text-bg-primary ms-2">{t('grant.agency')}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Users size={14} aria-hidden="true" /> {t('grant.seats')}
          </dt>
          <dd>
            {t('grant.seatsValue', { count: preview.seats })}
            <span className="licence-grant__note">
              {t('grant.seatsInUse', { count: preview.seatsUsed })}
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <CalendarClock size={14} aria-hidden="true" /> {t('grant.validity')}
          </dt>
          <dd>
            {formatDate(preview.validUntil)}
            <span className="licence-grant__note">
              {preview.validityDays === null
                ? t('grant.validityFixed')
                : t('grant.validityDays', { count: preview.validityDays })}
            </span>
          </dd>
        </div>
      </dl>
      <ChannelChips channelIds={preview.channelIds} label={t('grant.channels')} />
      {preview.submitKind === 'agency' && !preview.renewal ? (
        <p className="licence-grant__hint">
          <Building2 size={14} aria-hidden="true" /> {t('grant.agencyHint')}
        </p>
      ) : null}
      {carriesOver(preview) ? <p className="licence-grant__hint">{t('grant.renewal')}</p> : null}
    </section>
  );
}
