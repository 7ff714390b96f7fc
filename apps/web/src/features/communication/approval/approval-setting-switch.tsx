import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { useApprovalSetting, useUpdateApprovalSetting } from './approval-api';

/**
 * The client's "Require approval before a communication sends": a switch for account admins,
 * a plain statement for everyone else (only when it is on).
 */
export function ApprovalSettingSwitch() {
  const { t } = useTranslation('communications');
  const setting = useApprovalSetting();
  const update = useUpdateApprovalSetting();
  if (!setting.data) return null;
  if (!setting.data.canChange) {
    return setting.data.required ? (
      <span className="badge text-bg-light border">{t('approval.requiredNotice')}</span>
    ) : null;
  }
  return (
    <Form.Check
      type="switch"
      id="approval-required"
      className="mb-0"
      label={t('approval.requireLabel')}
      checked={setting.data.required}
      disabled={update.isPending}
      onChange={(event) => update.mutate(event.target.checked)}
    />
  );
}
