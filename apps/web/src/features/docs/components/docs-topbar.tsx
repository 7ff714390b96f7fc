import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';

/** The docs page's own bar: it opens in a new tab, outside the app shell. */
export function DocsTopbar({ version }: { version?: string }) {
  const { t } = useTranslation('docs');
  return (
    <header className="docs-topbar">
      <div className="d-flex align-items-center gap-3">
        <Logo />
        <span className="docs-topbar__divider" aria-hidden="true" />
        <span className="fw-semibold">{t('title')}</span>
        {version ? <span className="badge text-bg-light">{t('version', { version })}</span> : null}
      </div>
      <Link to={paths.dashboard.getHref()} className="btn btn-light btn-sm">
        <ArrowLeft size={16} aria-hidden="true" /> {t('back')}
      </Link>
    </header>
  );
}
