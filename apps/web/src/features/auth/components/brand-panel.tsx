import { BarChart3, CircleCheck, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/shared/components/logo';

/** The left half of the login page: the product and what it is for. */
export function BrandPanel() {
  const { t } = useTranslation('auth');
  const points = [
    { key: 'pointChannels', Icon: Layers },
    { key: 'pointAnalytics', Icon: BarChart3 },
    { key: 'pointRoi', Icon: CircleCheck },
  ] as const;
  return (
    <aside className="brand-panel d-none d-lg-flex">
      <Logo inverted />
      <div className="brand-panel__copy">
        <p className="brand-panel__tagline">{t('brand.tagline')}</p>
        <p className="brand-panel__intro">{t('brand.intro')}</p>
        <ul className="brand-panel__points">
          {points.map(({ key, Icon }) => (
            <li key={key}>
              <Icon size={18} aria-hidden="true" />
              {t(`brand.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="brand-panel__glow" aria-hidden="true" />
    </aside>
  );
}
