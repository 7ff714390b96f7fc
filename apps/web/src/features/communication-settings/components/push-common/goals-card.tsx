import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import {
  PUSH_ANALYTICS_DAYS,
  type TGoalMatch,
} from '@resonate/contracts/communication-settings/push-common';
import { notifySuccess } from '@/shared/lib/notify';
import { GoalFormModal, type TGoalValues } from './goal-form-modal';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import '../channel-common/channel-settings.scss';
import './push-settings.scss';

export type TGoalRow = TGoalValues & { goalId: number; conversions: number; updatedAt: string };

/** Saving and deleting goals: web push's per client, mobile push's per app. */
export type TGoalMutations<B> = {
  upsert: { mutateAsync: (body: B) => Promise<unknown>; isPending: boolean };
  remove: { mutateAsync: (goalId: number) => Promise<unknown>; isPending: boolean };
};

/** What a save sends besides the form's values: an edited goal's id and version. */
export const goalVersion = (goal: TGoalRow | null) =>
  goal ? { goalId: goal.goalId, updatedAt: goal.updatedAt } : {};

/**
 * The goal settings of web push (per client) and mobile push (per app): the list with recent
 * conversions, add and edit in a dialog, delete after a confirmation, each with its toast.
 * The two sections pass only their goals, types and calls; `toBody` names the goal's type
 * as their API does.
 */
export function GoalsCard<B>({
  goals,
  loading,
  types,
  readOnly,
  mutations: { upsert, remove },
  toBody,
}: {
  goals: TGoalRow[];
  loading: boolean;
  types: { value: string; label: string; targetHint: string }[];
  readOnly: boolean;
  mutations: TGoalMutations<B>;
  toBody: (values: TGoalValues, goal: TGoalRow | null) => B;
}) {
  const { t } = useTranslation('pushSettings');
  const days = PUSH_ANALYTICS_DAYS;
  const onSave = async (values: TGoalValues, goal: TGoalRow | null) => {
    await upsert.mutateAsync(toBody(values, goal));
    notifySuccess(t('goals.title'), t('goals.saved'));
  };
  const onDelete = async (goal: TGoalRow) => {
    await remove.mutateAsync(goal.goalId);
    notifySuccess(t('goals.title'), t('goals.deleted'));
  };
  // undefined: closed; null: adding; a goal: editing it.
  const [editing, setEditing] = useState<TGoalRow | null | undefined>(undefined);
  const [removing, setRemoving] = useState<TGoalRow | null>(null);
  const typeLabel = (value: string) => types.find((type) => type.value === value)?.label ?? value;
  const matchText = (match: TGoalMatch, target: string) =>
    `${t(`goals.matches.${match}`)} “${target}”`;

  return (
    <section aria-labelledby="goals-title">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h3 className="h6 mb-0" id="goals-title">
          {t('goals.title')}
        </h3>
        {readOnly ? null : (
          <Button size="sm" variant="outline-primary" onClick={() => setEditing(null)}>
            <Plus size={14} aria-hidden="true" className="me-1" />
            {t('goals.add')}
          </Button>
        )}
      </div>
      {loading ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </Spinner>
      ) : goals.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('goals.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="channel-table">
            <thead>
              <tr>
                <th scope="col">{t('goals.name')}</th>
                <th scope="col">{t('goals.type')}</th>
                <th scope="col">{t('goals.condition')}</th>
                <th scope="col" className="text-end">
                  {t('goals.value')}
                </th>
                <th scope="col" className="text-end">
                  {t('goals.conversions', { days })}
                </th>
                {readOnly ? null : (
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {goals.map((goal) => (
                <tr key={goal.goalId}>
                  <th scope="row" className="fw-normal">
                    {goal.name}
                  </th>
                  <td>{typeLabel(goal.type)}</td>
                  <td className="text-break">{matchText(goal.match, goal.target)}</td>
                  <td className="text-end font-monospace">
                    {goal.value === null ? '–' : goal.value.toFixed(2)}
                  </td>
                  <td className="text-end font-monospace">{goal.conversions}</td>
                  {readOnly ? null : (
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => setEditing(goal)}
                        aria-label={t('goals.editNamed', { name: goal.name })}
                      >
                        <Pencil size={14} aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-danger"
                        onClick={() => setRemoving(goal)}
                        aria-label={t('goals.deleteNamed', { name: goal.name })}
                      >
                        <Trash2 size={14} aria-hidden="true" />
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <GoalFormModal
        show={editing !== undefined}
        title={editing ? t('goals.editTitle') : t('goals.addTitle')}
        types={types}
        initial={editing ?? null}
        busy={upsert.isPending}
        onSave={(values) => onSave(values, editing ?? null)}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmModal
        show={removing !== null}
        title={t('goals.deleteTitle')}
        body={t('goals.deleteBody', { name: removing?.name ?? '' })}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) void onDelete(removing).finally(() => setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
