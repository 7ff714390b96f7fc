import type { TAudience } from '@resonate/contracts/campaigns/communications';
import { Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { estimateCommunication } from '../api/compose-calls';
import { latestOf, useAfterSave } from '../hooks/use-after-save';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

type TProps = {
  audience: TAudience;
  flush: () => Promise<number | null>;
  currency: string;
};

/** The live count of who the chosen lists reach, and who they leave out and why. */
export function AudienceEstimate({ audience, flush, currency }: TProps) {
  const { t } = useTranslation('compose');
  const empty = audience.listIds.length === 0;
  const result = useAfterSave(audience, flush, estimateCommunication, !empty);
  const estimate = latestOf(result);
  if (empty) {
    return <p className="compose-estimate mt-4 text-body-secondary">{t('audience.chooseLists')}</p>;
  }
  return (
    <section
      className="compose-estimate mt-4"
      aria-live="polite"
      aria-label={t('audience.estimate')}
    >
      {result.state === 'error' && (
        <p className="text-danger mb-0">
          {result.error instanceof Error ? result.error.message : String(result.error)}
        </p>
      )}
      {!estimate && result.state !== 'error' && (
        <Placeholder as="p" animation="glow" className="mb-0">
          <Placeholder xs={6} />
        </Placeholder>
      )}
      {estimate && result.state !== 'error' && (
        <>
          <p className="mb-1">
            <strong>{t('audience.reach', { count: estimate.audienceSize })}</strong>{' '}
            <span className="text-body-secondary">
              {t('audience.cost', {
                cost: formatMoney(estimate.estimatedCostMinor, estimate.currency || currency),
              })}
            </span>
          </p>
          <p className="small text-body-secondary mb-0">
            {t('audience.excluded', {
              noAddress: estimate.excluded.noAddress,
              unsubscribed: estimate.excluded.unsubscribed,
              suppressed: estimate.excluded.suppressed,
            })}
          </p>
        </>
      )}
    </section>
  );
}
