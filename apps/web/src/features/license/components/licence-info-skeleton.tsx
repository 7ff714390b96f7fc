/** Placeholder blocks in the shape of the page while the licence loads. */
export function LicenceInfoSkeleton() {
  return (
    <div className="row g-4 mb-4 placeholder-glow" aria-busy="true">
      <div className="col-lg-8">
        <div className="card app-card">
          <div className="card-body">
            <span className="placeholder col-4 placeholder-lg mb-3" />
            <span className="placeholder col-7 mb-4 d-block" />
            <span className="placeholder col-12 mb-2 d-block" />
            <span className="placeholder col-9 d-block" />
          </div>
        </div>
      </div>
      <div className="col-lg-4">
        <div className="card app-card">
          <div className="card-body">
            <span className="placeholder col-5 placeholder-lg mb-3 d-block" />
            <span className="placeholder col-12 d-block" />
          </div>
        </div>
      </div>
    </div>
  );
}
