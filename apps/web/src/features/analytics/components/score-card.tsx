import { useTranslation } from 'react-i18next';
import type { TUserInfo } from '@resonate/contracts/analytics/audience-360';
import { shortenNumber } from '@resonate/contracts/format/number';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { SegmentBadge } from './segment-badge';

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The engagement score (0-100) as a ring. */
function ScoreGauge({ score, label }: { score: number; label: string }) {
  const tone = score >= 60 ? 'success' : score >= 30 ? 'warning' : 'secondary';
  return (
    <div
      className="a360-gauge"
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-label={label}
    >
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r={RADIUS} className="a360-gauge__track" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          className={`a360-gauge__value a360-gauge__value--${tone}`}
          strokeDasharray={`${(score / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        />
      </svg>
      <span className="a360-gauge__number">{score}</span>
    </div>
  );
}

/** Recency and frequency of engagement, conversions and revenue. */
export function ScoreCard({ scores }: { scores: TUserInfo['scores'] }) {
  const { t } = useTranslation('analytics360');
  const { formatDateTime } = useDateTimeFormat();
  return (
    <section className="card app-card" aria-labelledby="a360-scores-title">
      <div className="card-header d-flex justify-content-between align-items-center">
        <h2 id="a360-scores-title" className="h6 mb-0">
          {t('scores.title')}
        </h2>
        <SegmentBadge segment={scores.segment} />
      </div>
      <div className="card-body a360-scores">
        <ScoreGauge score={scores.engagementScore} label={t('scores.score')} />
        <dl className="a360-facts a360-facts--compact">
          <div>
            <dt>{t('scores.lastEngaged')}</dt>
            <dd>
              {scores.lastEngagedAt ? (
                <time dateTime={scores.lastEngagedAt} title={formatDateTime(scores.lastEngagedAt)}>
                  {timeAgo(scores.lastEngagedAt)}
                </time>
              ) : (
                t('list.neverEngaged')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('scores.engagements')}</dt>
            <dd>{shortenNumber(scores.engagements)}</dd>
          </div>
          <div>
            <dt>{t('scores.conversions')}</dt>
            <dd>{shortenNumber(scores.conversions)}</dd>
          </div>
          <div>
            <dt>{t('scores.revenue')}</dt>
            <dd>{shortenNumber(scores.revenue, 2)}</dd>
          </div>
        </dl>
      </div>
      <p className="card-footer small text-body-secondary mb-0">{t('scores.explained')}</p>
    </section>
  );
}
