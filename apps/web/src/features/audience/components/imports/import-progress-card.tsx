import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TImportSummary } from '@resonate/contracts/audience/imports';
import { useCancelImport } from '../../api/imports/import-mutations';
import { useNumberFormat } from '../../hooks/imports/use-number-format';
import { CancelImportModal } from './cancel-import-modal';
import { ProgressBar } from './progress-bar';

function useDuration() {
  const { t } = useTranslation('audienceImport');
  return (seconds: number) =>
    seconds < 60
      ? t('progress.seconds', { count: Math.max(1, Math.round(seconds)) })
      : t('progress.minutes', {
          minutes: Math.floor(seconds / 60),
          seconds: Math.round(seconds % 60),
        });
}

/** A queued or running import: the bar (bytes read, then the merge), counters, rate, Cancel. */
export function ImportProgressCard({ summary }: { summary: TImportSummary }) {
  const { t } = useTranslation('audienceImport');
  const number = useNumberFormat();
  const duration = useDuration();
  const cancel = useCancelImport();
  const [confirming, setConfirming] = useState(false);
  const percent =
    summary.bytesTotal > 0
      ? Math.min(100, Math.round((summary.bytesRead / summary.bytesTotal) * 100))
      : 0;
  const label =
    summary.phase === 'waiting'
      ? t('progress.waiting')
      : summary.phase === 'merging'
        ? t('progress.merging')
        : t('progress.reading', { percent });
  const busy = summary.phase !== 'reading';

  const stats = [
    { key: 'rowsRead', label: t('progress.rowsRead'), value: number(summary.rowsRead) },
    { key: 'accepted', label: t('progress.accepted'), value: number(summary.rowsAccepted) },
    { key: 'rejected', label: t('progress.rejected'), value: number(summary.rowsRejected) },
    {
      key: 'rate',
      label: t('progress.rate'),
      value: summary.rowsPerSecond
        ? t('progress.rateValue', { value: number(summary.rowsPerSecond) })
        : '–',
    },
    {
      key: 'left',
      label: t('progress.timeLeft'),
      value:
        summary.secondsLeft !== null
          ? duration(summary.secondsLeft)
          : summary.phase === 'merging'
            ? t('progress.finishing')
            : '–',
    },
  ];

  return (
    <div className="import-progress">
      <p className="import-progress__label" aria-live="polite">
        {label}
      </p>
      <ProgressBar
        label={t('progress.label')}
        percent={busy ? undefined : percent}
        text={busy ? undefined : `${percent}%`}
        variant={summary.phase === 'waiting' ? 'secondary' : 'primary'}
      />
      <dl className="import-stats">
        {stats.map((stat) => (
          <div key={stat.key} className="import-stats__item">
            <dt>{stat.label}</dt>
            <dd data-testid={`import-${stat.key}`}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="import-step__actions">
        <Button
          variant="outline-danger"
          onClick={() => setConfirming(true)}
          disabled={cancel.isPending}
        >
          {t('progress.cancel')}
        </Button>
      </div>
      <CancelImportModal
        show={confirming}
        pending={cancel.isPending}
        onHide={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate({ importId: summary.importId }, { onSettled: () => setConfirming(false) })
        }
      />
    </div>
  );
}
