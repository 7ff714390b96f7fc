import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { TEMPORARY_PASSWORD_MSG } from '@resonate/contracts/auth/temporary-password';
import { STORAGE_KEYS } from '@resonate/contracts/storage-keys';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { ChangePasswordCard } from '@/features/profile/components/change-password-card';
import { isInternalPath } from '@/shared/lib/landing-path';
import { removeItem } from '@/shared/storage/local-storage';
import '@/features/profile/components/profile.scss';

/**
 * /choose-password: after a sign-in with the password "forgot password" mailed, the user chooses
 * their own (the profile's change-password form and rules) before anything else; the API refuses
 * every other call until then. Then on to where the sign-in was going.
 */
export default function ChoosePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const requested = search.get('next');
  const next =
    isInternalPath(requested) && !requested.startsWith(paths.choosePassword.path)
      ? requested
      : paths.launchPad.getHref();

  const chosen = () => {
    removeItem(STORAGE_KEYS.passwordChangeRequired);
    void navigate(next, { replace: true });
  };

  return (
    <section className="profile-page mx-auto py-4" style={{ maxWidth: '36rem' }}>
      <h1 className="h3">{TEMPORARY_PASSWORD_MSG.pageTitle}</h1>
      <p className="text-body-secondary">{TEMPORARY_PASSWORD_MSG.pageLead}</p>
      <ChangePasswordCard onChanged={chosen} />
      <div className="mt-3 text-end">
        <button type="button" className="btn btn-link" onClick={() => void logout()}>
          {t('header.logout')}
        </button>
      </div>
    </section>
  );
}
