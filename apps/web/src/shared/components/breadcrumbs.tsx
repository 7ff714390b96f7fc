import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buildBreadcrumbs, humanizeSegment } from '../lib/breadcrumbs';

/** Crumbs from the current path; the last one is the current page, not a link. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumb app-breadcrumb">
        {crumbs.map((crumb) => {
          const label = t(`breadcrumbs.${crumb.segment}`, {
            defaultValue: humanizeSegment(crumb.segment),
          });
          return crumb.isLast ? (
            <li key={crumb.href} className="breadcrumb-item active" aria-current="page">
              {label}
            </li>
          ) : (
            <li key={crumb.href} className="breadcrumb-item">
              <Link to={crumb.href}>{label}</Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
