import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { TruncatedLabel } from '@/shared/components/truncated-label';

/** A top-level menu link, or a disabled label when the user may not view its feature. */
export function MenuLink({
  href,
  labelKey,
  enabled,
}: {
  href: string;
  labelKey: string;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  if (!enabled) {
    return (
      <span className="app-menu__link disabled" aria-disabled="true" title={t('menu.noAccess')}>
        {t(labelKey)}
      </span>
    );
  }
  return (
    <NavLink to={href} className="app-menu__link">
      <TruncatedLabel text={t(labelKey)} />
    </NavLink>
  );
}
