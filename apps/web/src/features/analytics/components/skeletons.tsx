/** Grey placeholders in the shape of what loads, announced once to screen readers. */
export function TableSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div className="card-body placeholder-glow" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="placeholder col-12 mb-3 a360-skeleton-line" />
      ))}
    </div>
  );
}

export function CardSkeleton({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div className="card app-card placeholder-glow" role="status" aria-label={label}>
      <div className="card-body">
        <span className="placeholder col-5 mb-3 a360-skeleton-line" />
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={`placeholder col-${index % 2 ? 8 : 10} mb-2 d-block`} />
        ))}
      </div>
    </div>
  );
}
