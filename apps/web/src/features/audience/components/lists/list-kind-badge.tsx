import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import type { TListKind } from '@resonate/contracts/audience/lists';

const TONES: Record<TListKind, string> = {
  target: 'primary',
  adhoc: 'warning',
  dynamic: 'info',
};

/** Target, Ad-hoc or Dynamic, as a subtle badge. */
export function ListKindBadge({ kind }: { kind: TListKind }) {
  const { t } = useTranslation('audienceLists');
  const tone = TONES[kind];
  return (
    <Badge
      bg={`${tone}-subtle`}
      text={`${tone}-emphasis` as 'dark'}
      className={`list-kind list-kind--${kind}`}
    >
      {t(`kinds.${kind}`)}
    </Badge>
  );
}
