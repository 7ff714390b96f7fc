/** One headline figure with its label; `tone` colours a figure that is good or bad news. */
export function Kpi({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'up' | 'down';
}) {
  return (
    <div className="dashboard-kpi">
      <span className="dashboard-kpi__label">{label}</span>
      <span className={`dashboard-kpi__value${tone ? ` dashboard-kpi__value--${tone}` : ''}`}>
        {value}
      </span>
      {hint ? <span className="dashboard-kpi__hint">{hint}</span> : null}
    </div>
  );
}
