import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { CompanySwitcher } from '@/shared/components/scope/company-switcher';
import { DepartmentSwitcher } from '@/shared/components/scope/department-switcher';
import { useIsAuthenticated } from '@/shared/hooks/use-is-authenticated';
import { LanguageDropdown } from './language-dropdown';
import { LogoutButton } from './logout-button';
import { isAppMenuVisible } from './header-rules';
import { DesktopMenu, MobileMenu } from './main-menu';
import { NotificationBell } from './notification-bell';
import { ProfileLink } from './profile-link';

/**
 * The app header (spec section 2). Loaded lazily: the login page has no header, so its
 * dropdowns and modal stay out of the login page's JavaScript. Signed-out visitors (404 page)
 * and the onboarding steps see the logo and the language only.
 */
export default function Header() {
  const authenticated = useIsAuthenticated();
  const { pathname } = useLocation();
  const withMenu = isAppMenuVisible(pathname, authenticated);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        {withMenu ? <MobileMenu /> : null}
        <Link
          to={authenticated ? paths.dashboard.getHref() : paths.login.getHref()}
          className="app-header__brand"
        >
          <Logo />
        </Link>
        {withMenu ? <DesktopMenu /> : null}
        <div className="app-header__actions">
          <LanguageDropdown />
          {withMenu ? (
            <>
              <CompanySwitcher />
              <DepartmentSwitcher />
              <NotificationBell />
              <ProfileLink />
              <LogoutButton />
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
