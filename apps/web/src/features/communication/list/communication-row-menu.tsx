import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import {
  allowedActions,
  EDITABLE_STATUS_CODES,
  type TCommunicationAction,
  type TCommunicationRow,
} from '@resonate/contracts/campaigns/communication-list';
import { FEATURE_IDS, type TChangeAccess } from '@resonate/contracts/features';
import { canChangeFeature } from '@/shared/storage/permissions';
import type { TServerAction } from './communication-actions';
import { composeHref } from './compose-href';

/** The right each action needs, as the API derives it from the endpoint's verb. */
const ACCESS: Record<TServerAction, TChangeAccess> = {
  duplicate: 'create',
  pause: 'edit',
  resume: 'edit',
  cancel: 'edit',
  archive: 'delete',
  restore: 'delete',
};

const DANGER: readonly TCommunicationAction[] = ['cancel', 'archive'];

/** The "…" menu of a row: only the actions its status allows and the role may use. */
export function CommunicationRowMenu({
  row,
  onAction,
}: {
  row: TCommunicationRow;
  onAction: (action: TServerAction, row: TCommunicationRow) => void;
}) {
  const { t } = useTranslation('communications');
  const navigate = useNavigate();
  const editable =
    !row.archived &&
    EDITABLE_STATUS_CODES.includes(row.status) &&
    canChangeFeature(FEATURE_IDS.communications, 'edit');
  const actions = allowedActions(row).filter(
    (action) => action === 'open' || canChangeFeature(FEATURE_IDS.communications, ACCESS[action]),
  );
  return (
    <Dropdown align="end" className="comm-row-menu">
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="app-icon-button app-icon-button--sm"
        aria-label={t('actions.more', { name: row.name })}
      >
        <MoreHorizontal size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {actions.map((action) =>
          action === 'open' ? (
            <Dropdown.Item
              key={action}
              as="button"
              onClick={() => void navigate(composeHref(row.communicationId))}
            >
              {editable ? t('actions.edit') : t('actions.open')}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item
              key={action}
              as="button"
              className={DANGER.includes(action) ? 'text-danger' : undefined}
              onClick={() => onAction(action, row)}
            >
              {t(`actions.${action}`)}
            </Dropdown.Item>
          ),
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
