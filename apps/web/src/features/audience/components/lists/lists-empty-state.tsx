import type { ReactNode } from 'react';
import { ListChecks } from 'lucide-react';

/** An empty table's message and its calls to action. */
export function ListsEmptyState({
  title,
  body,
  children,
}: {
  title: string;
  body?: string;
  children?: ReactNode;
}) {
  return (
    <div className="lists-empty">
      <span className="lists-empty__icon" aria-hidden="true">
        <ListChecks size={28} />
      </span>
      <h3 className="h6 mb-0">{title}</h3>
      {body ? <p className="lists-empty__body">{body}</p> : null}
      {children ? <div className="lists-empty__actions">{children}</div> : null}
    </div>
  );
}
