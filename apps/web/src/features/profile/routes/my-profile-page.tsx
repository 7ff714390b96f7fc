import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { useMasterData } from '@/shared/api/system/get-master-data';
import { PageHeader } from '@/shared/components/page-header';
import { useMyProfile } from '../api/get-my-profile';
import { TwoStepCard } from '../components/two-step/two-step-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { MobileSection } from '../components/mobile-section';
import { PictureCard } from '../components/picture-card';
import { ProfileForm } from '../components/profile-form';
import '../components/profile.scss';

/**
 * /preferences/my-profile (feature 8): the picture, names and username, the mobile number
 * (confirmed by SMS code) and the password. Email and role are shown, not edited.
 */
export default function MyProfilePage() {
  const { t } = useTranslation('pages');
  const profile = useMyProfile();
  const masterData = useMasterData();
  const data = profile.data;

  return (
    <section className="profile-page">
      <PageHeader title={t('myProfile.title')} lead={t('profile.lead')} />
      {!data ? (
        <div className="card app-card">
          <div className="card-body d-flex align-items-center gap-3" role="status">
            {profile.isPending ? t('common:app.loading') : t('profile.loadFailed')}
            {profile.isError ? (
              <Button size="sm" variant="outline-primary" onClick={() => void profile.refetch()}>
                {t('profile.retry')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="row g-4">
          <div className="col-12">
            <PictureCard profile={data} />
          </div>
          <div className="col-12 col-xl-7 d-flex flex-column gap-4">
            <ProfileForm profile={data} onReload={async () => (await profile.refetch()).data} />
            <MobileSection profile={data} countries={masterData.data?.countries ?? []} />
          </div>
          <div className="col-12 col-xl-5 d-flex flex-column gap-4">
            <ChangePasswordCard />
            <TwoStepCard />
          </div>
        </div>
      )}
    </section>
  );
}
