import { useTranslation } from 'react-i18next';
import type { TMobileGoalType } from '@resonate/contracts/communication-settings/mobile-push-goals';
import {
  useGoalMaster,
  useMobileGoalMutations,
  useMobileGoals,
} from '../../api/mobile-push-extras';
import { GoalsCard, goalVersion } from '../push-common/goals-card';

/** An app's goals; the types come from the goal master, each with the SDK call that meets it. */
export function MobileGoalsSection({
  clientId,
  mobileAppId,
  readOnly,
}: {
  clientId: number;
  mobileAppId: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pushSettings');
  const goals = useMobileGoals(clientId, mobileAppId);
  const master = useGoalMaster(clientId);
  const mutations = useMobileGoalMutations(clientId, mobileAppId);
  const types = (master.data ?? []).map(({ goalType, sdkCall }) => ({
    value: goalType,
    label: t(`goals.mobile.${goalType}`),
    targetHint: t(`goals.mobile.${goalType}Hint`),
    sdkCall,
  }));
  return (
    <>
      <GoalsCard
        goals={(goals.data ?? []).map((goal) => ({ ...goal, type: goal.goalType }))}
        loading={goals.isPending || master.isPending}
        types={types}
        readOnly={readOnly}
        mutations={mutations}
        toBody={({ type, ...rest }, goal) => ({
          ...rest,
          goalType: type as TMobileGoalType,
          ...goalVersion(goal),
        })}
      />
      {types.length ? (
        <details className="mt-3 small">
          <summary>{t('goals.mobile.howTo')}</summary>
          <ul className="mt-2 mb-0">
            {types.map((type) => (
              <li key={type.value}>
                {type.label}: <code>{type.sdkCall}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
