import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { COPYRIGHT_FROM_YEAR } from '@resonate/contracts/constants';
import { absoluteApiBase } from '@/config/api';
import { Hint } from '@/shared/components/hint';
import { Logo } from '@/shared/components/logo';
import { useLegalHref } from '@/shared/lib/legal-links';
import { getAccessToken } from '@/shared/storage/local-storage';
import { docsHref, isFooterVisible, showsDocsLink, showsPoweredBy } from './footer-rules';

/** The footer of spec section 2. */
export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const privacyHref = useLegalHref('privacy');
  const termsHref = useLegalHref('terms');
  if (!isFooterVisible(pathname)) return null;
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
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
          <a href={privacyHref} {...newTab}>
            {t('footer.privacy')}
            <span className="visually-hidden"> {t('footer.newTab')}</span>
          </a>
          <a href={termsHref} {...newTab}>
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
