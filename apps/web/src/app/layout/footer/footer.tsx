import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { COPYRIGHT_FROM_YEAR } from '@resonate/contracts/constants';
import { absoluteApiBase } from '@/config/api';
import { paths } from '@/config/paths';
import { Hint } from '@/shared/components/hint';
import { Logo } from '@/shared/components/logo';
import { getAccessToken } from '@/shared/storage/local-storage';
import { docsHref, isFooterVisible, showsDocsLink, showsPoweredBy } from './footer-rules';

/** The footer of spec section 2. */
export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!isFooterVisible(pathname)) return null;
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  // Our /privacy and /terms forward to the operator's PRIVACY_URL / TERMS_URL when set: reading
  // master data here would pull the API client into the login page's first chunk (2 KB more).
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        {showsPoweredBy(pathname) ? (
          <Hint text={t('footer.poweredByHint')}>
            <span className="app-footer__powered">
              {t('footer.poweredBy')} <Logo />
            </span>
          </Hint>
        ) : null}
        <span className="app-footer__copyright">
          {t('footer.copyright', {
            from: COPYRIGHT_FROM_YEAR,
            to: new Date().getFullYear(),
            company: t('app.company'),
          })}
        </span>
        <nav className="app-footer__links" aria-label={t('footer.links')}>
          <a href={paths.privacy.getHref()} {...newTab}>
            {t('footer.privacy')}
            <span className="visually-hidden"> {t('footer.newTab')}</span>
          </a>
          <a href={paths.terms.getHref()} {...newTab}>
            {t('footer.terms')}
            <span className="visually-hidden"> {t('footer.newTab')}</span>
          </a>
          {showsDocsLink(pathname) ? (
            <a href={docsHref(getAccessToken(), absoluteApiBase())} {...newTab}>
              {t('footer.docs')}
              <span className="visually-hidden"> {t('footer.newTab')}</span>
            </a>
          ) : null}
        </nav>
      </div>
    </footer>
  );
}
