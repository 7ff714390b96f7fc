import { useTranslation } from 'react-i18next';
import { A360_MSG } from '@resonate/contracts/analytics/audience-360';
import { isApiError } from '@/shared/api/api-error';
import { useUserInfo } from '../api/person';
import { ChannelTotalsCard } from './channel-totals-card';
import { ProfileCard } from './profile-card';
import { ConsentCard, IdentitiesCard, ListsCard } from './reach-cards';
import { ScoreCard } from './score-card';
import { CardSkeleton } from './skeletons';
import { Timeline } from './timeline';

/** Everything about one person: the cards on the left, the timeline on the right. */
export function PersonView({ passportId }: { passportId: string }) {
  const { t } = useTranslation('analytics360');
  const info = useUserInfo(passportId);
  if (info.isError) {
    const notFound =
      isApiError(info.error) && (info.error.status === 404 || info.error.status === 400);
    return (
      <div className="card app-card">
        <div className="card-body text-center" role="alert">
          <p className="mb-0">{notFound ? A360_MSG.notFound : t('state.error')}</p>
        </div>
      </div>
    );
  }
  const data = info.data;
  return (
    <div className="a360-grid">
      <div className="a360-grid__side">
        {data ? (
          <>
            <ProfileCard profile={data.profile} />
            <ScoreCard scores={data.scores} />
            <IdentitiesCard identities={data.identities} />
            <ConsentCard consent={data.consent} />
            <ListsCard lists={data.lists} anonymous={data.profile.contactId === null} />
          </>
        ) : (
          <>
            <CardSkeleton label={t('state.loading')} lines={5} />
            <CardSkeleton label={t('state.loading')} />
            <CardSkeleton label={t('state.loading')} />
          </>
        )}
      </div>
      <div className="a360-grid__main">
        {data ? (
          <ChannelTotalsCard channels={data.channels} />
        ) : (
          <CardSkeleton label={t('state.loading')} />
        )}
        <Timeline passportId={passportId} />
      </div>
    </div>
  );
}
