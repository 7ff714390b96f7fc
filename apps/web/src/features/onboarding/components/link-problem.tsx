import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';

type TLinkProblemProps = {
  title: string;
  message: string;
  actionLabel: string;
  actionHref: string;
  children?: ReactNode;
};

/** A whole-page refusal of an onboarding step (a tampered or expired q, a paid account...). */
export function LinkProblem({
  title,
  message,
  actionLabel,
  actionHref,
  children,
}: TLinkProblemProps) {
  return (
    <div className="card app-card onboarding-card onboarding-problem" role="alert">
      <div className="card-body">
        <span className="onboarding-problem__icon" aria-hidden="true">
          <AlertTriangle size={24} />
        </span>
        <h2 className="h4">{title}</h2>
        <p className="onboarding-problem__text">{message}</p>
        {children}
        <Link to={actionHref} className="btn btn-primary">
          {actionLabel}
        </Link>
      </div>
    </div>
  );
}
