import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';

/**
 * The slim bar of the header-less page (spec section 2): the way back, and what the wizard
 * wants to say about the draft (its autosave state).
 */
export function ComposeBar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <div className="full-screen-page__bar">
      <Logo />
      <div className="d-flex align-items-center gap-3">
        {children}
        <Link to={paths.communication.list.getHref()} className="btn btn-light btn-sm">
          <ArrowLeft size={16} aria-hidden="true" /> {t('backToCommunications')}
        </Link>
      </div>
    </div>
  );
}
