/**
 * A labelled progress bar (Bootstrap 5.3 markup: the role sits on the track, so the label
 * names the progressbar itself).
 */
export function Meter({
  percent,
  variant,
  label,
}: {
  percent: number;
  variant: string;
  label: string;
}) {
  return (
    <div
      className="progress licence-info__bar"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={`progress-bar bg-${variant}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
