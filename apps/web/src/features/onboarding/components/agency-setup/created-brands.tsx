import { CheckCircle2, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBrand } from '@resonate/contracts/onboarding/brands';

/** The brands the agency has so far, newest last; empty until the first is created. */
export function CreatedBrands({ brands }: { brands: readonly TBrand[] }) {
  const { t } = useTranslation('admin');
  if (brands.length === 0) {
    return <p className="agency-setup__empty">{t('setup.noBrandsYet')}</p>;
  }
  return (
    <ul className="agency-setup__brands" aria-label={t('setup.createdBrands')}>
      {brands.map((brand) => (
        <li key={brand.brandId} className="agency-setup__brand">
          <CheckCircle2 size={18} aria-hidden="true" className="text-success flex-shrink-0" />
          <span className="flex-grow-1 min-w-0">
            <span className="d-block fw-semibold text-truncate">{brand.brandName}</span>
            <span className="d-flex align-items-center gap-1 small text-body-secondary text-truncate">
              <Globe size={12} aria-hidden="true" /> {brand.website}
            </span>
          </span>
          <span className="badge text-bg-light">{brand.currency}</span>
        </li>
      ))}
    </ul>
  );
}
