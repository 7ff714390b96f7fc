import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';

/** Breadcrumbs, title and an optional lead line or actions: the top of every shell page. */
export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="page-header">
      <Breadcrumbs />
      <div className="page-header__row">
        <div>
          <h1 className="page-header__title">{title}</h1>
          {lead ? <p className="page-header__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
