import { useTranslation } from 'react-i18next';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { TConsumptionDetails, TUsageGauge } from '@resonate/contracts/consumption/consumption';
import { formatBytes, formatCount, gaugeVariant } from '../lib/format';

type TGaugeKey = 'bandwidth' | 'dataStorage' | 'dBConsumption' | 'contacts' | 'apiCalls';
const GAUGES: { key: TGaugeKey; bytes: boolean }[] = [
  { key: 'bandwidth', bytes: true },
  { key: 'dataStorage', bytes: true },
  { key: 'dBConsumption', bytes: true },
  { key: 'contacts', bytes: false },
  { key: 'apiCalls', bytes: false },
];

/** Bandwidth, data storage, database, contacts and API calls against the plan's limits. */
export function UsageGauges({ details }: { details: TConsumptionDetails }) {
  return (
    <ul className="consumption-gauges list-unstyled mb-0">
      {GAUGES.map(({ key, bytes }) => (
        <Gauge key={key} name={key} gauge={details[key]} bytes={bytes} />
      ))}
    </ul>
  );
}

function Gauge({ name, gauge, bytes }: { name: TGaugeKey; gauge: TUsageGauge; bytes: boolean }) {
  const { t } = useTranslation('consumption');
  const show = bytes ? formatBytes : formatCount;
  const label = t(`gauges.${name}`);
  return (
    <li className="consumption-gauge" data-gauge={name}>
      <div className="d-flex justify-content-between small mb-1">
        <span className="fw-medium">{label}</span>
        <span className="text-body-secondary">
          {t('gauges.ofLimit', { used: show(gauge.used), limit: show(gauge.limit) })}
        </span>
      </div>
      {/* The inner bar is the progressbar: the name goes on it, not on the plain wrapper. */}
      <ProgressBar>
        <ProgressBar
          now={Math.min(100, gauge.percent)}
          variant={gaugeVariant(gauge.percent)}
          aria-label={t('gauges.aria', { name: label, percent: gauge.percent })}
          label={`${gauge.percent}%`}
          visuallyHidden
        />
      </ProgressBar>
    </li>
  );
}
