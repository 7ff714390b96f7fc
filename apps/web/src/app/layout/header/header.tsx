import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';
import { CompanySwitcher } from '@/shared/components/scope/company-switcher';
import { DepartmentSwitcher } from '@/shared/components/scope/department-switcher';
import { useIsAuthenticated } from '@/shared/hooks/use-is-authenticated';
import { LanguageDropdown } from './language-dropdown';
import { LogoutButton } from './logout-button';
import { DesktopMenu, MobileMenu } from './main-menu';
import { NotificationBell } from './notification-bell';
import { ProfileLink } from './profile-link';

/**
 * The app header (spec section 2). Loaded lazily: the login page has no header, so its
 * dropdowns and modal stay out of the login page's JavaScript. Signed-out visitors (404 page,
 * onboarding) see the logo, menu and language only.
 */
export default function Header() {
  const authenticated = useIsAuthenticated();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <MobileMenu />
        <Link
          to={authenticated ? paths.dashboard.getHref() : paths.login.getHref()}
          className="app-header__brand"
        >
          <Logo />
        </Link>
        <DesktopMenu />
        <div className="app-header__actions">
          <LanguageDropdown />
          {authenticated ? (
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
