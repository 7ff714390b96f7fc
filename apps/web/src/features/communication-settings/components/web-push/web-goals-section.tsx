import { useTranslation } from 'react-i18next';
import { PUSH_ANALYTICS_DAYS } from '@resonate/contracts/communication-settings/push-common';
import type { TWebPushGoalKind } from '@resonate/contracts/communication-settings/web-push-goals';
import { notifySuccess } from '@/shared/lib/notify';
import { useWebPushGoalMutations, useWebPushGoals } from '../../api/web-push-extras';
import { GoalsCard } from '../push-common/goals-card';

/** Web push goal settings: a URL visited or a custom event the snippet reports. */
export function WebGoalsSection({ clientId, readOnly }: { clientId: number; readOnly: boolean }) {
  const { t } = useTranslation('pushSettings');
  const goals = useWebPushGoals(clientId);
  const { upsert, remove } = useWebPushGoalMutations(clientId);
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
      days={PUSH_ANALYTICS_DAYS}
      saving={upsert.isPending}
      deleting={remove.isPending}
      onSave={async (values, goal) => {
        const { type, ...rest } = values;
        await upsert.mutateAsync({
          ...rest,
          kind: type as TWebPushGoalKind,
          ...(goal ? { goalId: goal.goalId, updatedAt: goal.updatedAt } : {}),
        });
        notifySuccess(t('goals.title'), t('goals.saved'));
      }}
      onDelete={async (goal) => {
        await remove.mutateAsync(goal.goalId);
        notifySuccess(t('goals.title'), t('goals.deleted'));
      }}
    />
  );
}
