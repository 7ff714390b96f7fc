import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { PlaceholderPage } from '@/shared/components/placeholder-page';

/**
 * The header hides on the builder pages (spec section 2), which need the whole screen; a slim
 * bar keeps a way back.
 */
export function FullScreenPage({ id }: { id: string }) {
  const { t } = useTranslation('pages');
  return (
    <div className="full-screen-page">
      <div className="full-screen-page__bar">
        <Logo />
        <Link to={paths.communication.list.getHref()} className="btn btn-light btn-sm">
          <ArrowLeft size={16} aria-hidden="true" /> {t('backToCommunications')}
        </Link>
      </div>
      <div className="full-screen-page__body">
        <PlaceholderPage id={id} />
      </div>
    </div>
  );
}
