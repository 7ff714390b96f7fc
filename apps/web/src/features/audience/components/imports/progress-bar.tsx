type TProps = {
  label: string;
  /** 0-100; undefined for a busy bar with no measure (striped, moving). */
  percent?: number;
  text?: string;
  variant?: 'primary' | 'secondary';
};

/**
 * Bootstrap 5.3's progress markup with the role and name on the outer element, so assistive
 * technology reads "Import progress, 42%" (react-bootstrap puts the role on the inner bar).
 */
export function ProgressBar({ label, percent, text, variant = 'primary' }: TProps) {
  const busy = percent === undefined;
  const value = busy ? 100 : Math.max(0, Math.min(100, percent));
  return (
    <div
      className="progress import-progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={busy ? undefined : value}
      aria-valuetext={text}
    >
      <div
        className={`progress-bar bg-${variant}${busy ? ' progress-bar-striped progress-bar-animated' : ''}`}
        style={{ width: `${value}%` }}
      >
        {text}
      </div>
    </div>
  );
}
