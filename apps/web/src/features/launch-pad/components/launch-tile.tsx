import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTileState } from '../lib/launch-pad-tiles';
import { TILE_ICONS } from './tile-icons';

/** A launch-pad tile: a link when it opens, otherwise a muted card that says why not. */
export function LaunchTile({
  tile,
  title,
  description,
}: {
  tile: TTileState;
  title: string;
  description: string;
}) {
  const { t } = useTranslation('admin');
  const Icon = TILE_ICONS[tile.id] ?? Lock;
  const body = (
    <>
      <span className="launch-tile__icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className="launch-tile__text">
        <span className="launch-tile__title">{title}</span>
        <span className="launch-tile__description">
          {tile.enabled ? description : t(`launchPad.disabled.${tile.reason}`)}
        </span>
      </span>
      {tile.enabled ? null : <Lock size={14} aria-hidden="true" className="launch-tile__lock" />}
    </>
  );
  if (!tile.enabled) {
    return (
      <div className="launch-tile is-disabled" aria-disabled="true" role="link">
        {body}
      </div>
    );
  }
  return (
    <Link to={tile.href} className="launch-tile">
      {body}
    </Link>
  );
}
