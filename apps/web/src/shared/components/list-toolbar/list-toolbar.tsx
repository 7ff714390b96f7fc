import type { ReactNode } from 'react';
import './list-toolbar.scss';

/**
 * The row above a list: filters and search at the left, the page's actions at the right.
 * Contacts, lists, communications and the people report each had their own copy of this
 * layout and its SCSS; a feature adds a class only for what is really its own.
 */
export function ListToolbar({
  children,
  actions,
  className,
}: {
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`app-toolbar ${className ?? ''}`}>
      {children}
      {actions ? <div className="app-toolbar__actions">{actions}</div> : null}
    </div>
  );
}
