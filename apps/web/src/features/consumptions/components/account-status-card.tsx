import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import type { TAccountStatus } from '@resonate/contracts/consumption/consumption';
import { useAccountStatus } from '../api/consumption-queries';
import { QueryCard } from './query-card';

/** The licence and its plan: what the account pays and what happens at a limit. */
export function AccountStatusCard() {
  const { t } = useTranslation('consumption');
  const query = useAccountStatus();
  return (
    <QueryCard id="account-status" title={t('status.title')} query={query}>
      {(status) => <StatusList status={status} />}
    </QueryCard>
  );
}

function StatusList({ status }: { status: TAccountStatus }) {
  const { t } = useTranslation('consumption');
  const { formatDate } = useDateTimeFormat();
  const until = status.validUntil ? formatDate(status.validUntil) : t('status.noLicence');
  return (
    <dl className="consumption-status">
      <div>
        <dt>{t('status.licence')}</dt>
        <dd data-testid="licence-name">{status.licenceTypeName}</dd>
      </div>
      <div>
        <dt>{t('status.validUntil')}</dt>
        <dd>
          {until}
          {status.daysLeft !== null ? (
            <span className="text-body-secondary small ms-1">
              {t('status.daysLeft', { count: status.daysLeft })}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('status.plan')}</dt>
        <dd>
          {formatMoney(status.planAmountMinor, status.currency)}{' '}
          <span className="text-body-secondary small">
            {t(`status.frequency.${status.planFrequency === 'Yearly' ? 'Yearly' : 'Monthly'}`)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('status.atLimit')}</dt>
        <dd>
          {status.atLimit === 'block'
            ? t('status.block')
            : t('status.overage', { factor: status.overageFactorBp / 10_000 })}
        </dd>
      </div>
    </dl>
  );
}
