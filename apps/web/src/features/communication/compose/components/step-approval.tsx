import { Placeholder } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useApprovers } from '../api/compose-queries';
import type { TStepProps } from './step-props';

/** Step 5 (where the company requires it): who approves, shown as the spec's approvalList. */
export function StepApproval({ draft, update, errors }: TStepProps) {
  const { t } = useTranslation('compose');
  const approvers = useApprovers(true);
  const toggle = (userId: number) =>
    update((d) => ({
      ...d,
      approverIds: d.approverIds.includes(userId)
        ? d.approverIds.filter((id) => id !== userId)
        : [...d.approverIds, userId],
    }));
  return (
    <div className="compose-step">
      <fieldset>
        <legend className="form-label fs-6">{t('approval.approvers')}</legend>
        <p className="text-body-secondary small">{t('approval.hint')}</p>
        {approvers.isLoading && (
          <Placeholder as="p" animation="glow">
            <Placeholder xs={5} />
          </Placeholder>
        )}
        {approvers.data?.length === 0 && (
          <p className="text-body-secondary">{t('approval.none')}</p>
        )}
        <ul className="list-unstyled">
          {(approvers.data ?? []).map((approver) => (
            <li key={approver.userId} className="form-check">
              <input
                type="checkbox"
                className="form-check-input"
                id={`compose-approver-${approver.userId}`}
                checked={draft.approverIds.includes(approver.userId)}
                onChange={() => toggle(approver.userId)}
              />
              <label className="form-check-label" htmlFor={`compose-approver-${approver.userId}`}>
                {approver.displayName}
              </label>
            </li>
          ))}
        </ul>
        {errors.approverIds && <div className="invalid-feedback d-block">{errors.approverIds}</div>}
      </fieldset>
    </div>
  );
}
