import { useTranslation } from 'react-i18next';
import type { TWebPushGoalKind } from '@resonate/contracts/communication-settings/web-push-goals';
import { useWebPushGoalMutations, useWebPushGoals } from '../../api/web-push-extras';
import { GoalsCard, goalVersion } from '../push-common/goals-card';

/** Web push goal settings: a URL visited or a custom event the snippet reports. */
export function WebGoalsSection({ clientId, readOnly }: { clientId: number; readOnly: boolean }) {
  const { t } = useTranslation('pushSettings');
  const goals = useWebPushGoals(clientId);
  const mutations = useWebPushGoalMutations(clientId);
  const types = [
    { value: 'url', label: t('goals.web.url'), targetHint: t('goals.web.urlHint') },
    { value: 'event', label: t('goals.web.event'), targetHint: t('goals.web.eventHint') },
  ];
  return (
    <GoalsCard
      goals={(goals.data ?? []).map((goal) => ({ ...goal, type: goal.kind }))}
      loading={goals.isPending}
      types={types}
      readOnly={readOnly}
      mutations={mutations}
      toBody={({ type, ...rest }, goal) => ({
        ...rest,
        kind: type as TWebPushGoalKind,
        ...goalVersion(goal),
      })}
    />
  );
}
