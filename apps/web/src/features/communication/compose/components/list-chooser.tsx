import type { TComposeList } from '@resonate/contracts/campaigns/compose';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { shortenNumber } from '@resonate/contracts/format/number';

type TProps = {
  idPrefix: string;
  title: string;
  lists: TComposeList[];
  search: string;
  chosen: number[];
  /** Lists chosen on the other side (a list cannot be both sent to and suppressed). */
  blocked: number[];
  onToggle: (listId: number) => void;
  error?: string;
};

const KIND_BG = { target: 'primary', adhoc: 'warning', dynamic: 'info' } as const;

/** A checkbox list of the client's lists with kind, size and ad-hoc expiry. */
export function ListChooser({
  idPrefix,
  title,
  lists,
  search,
  chosen,
  blocked,
  onToggle,
  error,
}: TProps) {
  const { t } = useTranslation('compose');
  const needle = search.trim().toLowerCase();
  const shown = lists.filter((list) => !needle || list.name.toLowerCase().includes(needle));
  return (
    <fieldset className="compose-lists">
      <legend className="form-label fs-6">
        {title} <span className="text-body-secondary">({chosen.length})</span>
      </legend>
      {shown.length === 0 && (
        <p className="text-body-secondary small mb-0">
          {lists.length === 0 ? t('audience.noLists') : t('audience.noMatch')}
        </p>
      )}
      <ul className="list-unstyled mb-0 compose-lists__items">
        {shown.map((list) => {
          const id = `${idPrefix}-${list.listId}`;
          return (
            <li key={list.listId} className="form-check">
              <input
                type="checkbox"
                className="form-check-input"
                id={id}
                checked={chosen.includes(list.listId)}
                disabled={blocked.includes(list.listId)}
                onChange={() => onToggle(list.listId)}
              />
              <label className="form-check-label d-flex gap-2 align-items-center" htmlFor={id}>
                <span className="flex-grow-1">{list.name}</span>
                <Badge bg={KIND_BG[list.kind]} text={list.kind === 'adhoc' ? 'dark' : undefined}>
                  {t(`audience.kind.${list.kind}`)}
                </Badge>
                <span className="text-body-secondary small">
                  {list.memberCount === null
                    ? t('audience.dynamicCount')
                    : shortenNumber(list.memberCount)}
                </span>
                {list.daysLeft !== null && (
                  <span className="text-body-secondary small">
                    {t('audience.daysLeft', { count: list.daysLeft })}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
