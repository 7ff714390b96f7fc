import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Avatar } from '@/shared/components/avatar';
import { useAppStore } from '@/shared/store/app-store';

/** The profile picture, linking to preferences/my-profile (spec section 2). */
export function ProfileLink() {
  const { t } = useTranslation();
  const picture = useAppStore((state) => state.profilePicture);
  return (
    <Link
      to={paths.preferences.myProfile.getHref()}
      className="app-profile-link"
      aria-label={t('header.profile')}
      title={t('header.profile')}
    >
      <Avatar src={picture} size={34} />
    </Link>
  );
}
