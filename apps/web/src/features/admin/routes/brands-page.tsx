import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import type { TBrand } from '@resonate/contracts/onboarding/brands';
import { paths } from '@/config/paths';
import { useMasterData } from '@/shared/api/system/get-master-data';
import { useScope, useSwitchScope } from '@/shared/hooks/use-scope';
import { useBrands, useSetBrandActive } from '../api/brands';
import { ActiveToggleButton } from '../components/common/active-toggle-button';
import { AdminListPage } from '../components/common/admin-list-page';
import { AdminShell } from '../components/common/admin-shell';
import type { TAdminColumn } from '../components/common/admin-table';
import { StatusBadge } from '../components/common/status-badge';
import { BrandModal } from '../components/brands/brand-modal';
import { useAdminPage } from '../hooks/use-admin-page';

/** /preferences/brands (agency account admins): the agency's brands. */
export default function BrandsPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const scope = useScope().data;
  const inAgency = scope?.isAgency === true && scope.clientId === scope.parentClientId;
  const countries = useMasterData().data?.countries;
  const paging = useAdminPage();
  const setActive = useSetBrandActive();
  const list = useBrands(paging.page, inAgency);
  const switchScope = useSwitchScope();
  const columns: TAdminColumn<TBrand>[] = [
    {
      header: t('brands.brand'),
      cell: (brand) => (
        <>
          <span className="d-block fw-semibold">{brand.brandName}</span>
          <span className="d-block small text-body-secondary">{brand.website}</span>
        </>
      ),
    },
    {
      header: t('brand.fields.country'),
      cell: (brand) => countries?.find((c) => c.countryID === brand.countryId)?.name ?? '—',
    },
    { header: t('brand.fields.currency'), cell: (brand) => brand.currency },
    {
      header: t('common.status'),
      cell: (brand) => <StatusBadge status={brand.isActive ? 'active' : 'inactive'} />,
    },
  ];

  if (scope && !inAgency) {
    return (
      <AdminShell title={t('brands.title')} lead={t('brands.lead')}>
        <div className="card app-card admin-list__empty">{t('brands.agencyOnly')}</div>
      </AdminShell>
    );
  }
  return (
    <AdminListPage
      area="brands"
      list={list}
      paging={paging}
      columns={columns}
      idField="brandId"
      setActive={setActive}
      subject={(brand) => ({ name: brand.brandName })}
      actions={(brand, { edit, toggle }) => (
        <>
          {brand.isActive ? (
            <Button
              size="sm"
              variant="link"
              disabled={switchScope.isPending}
              onClick={() =>
                switchScope.mutate(
                  { clientId: brand.brandId },
                  { onSuccess: () => void navigate(paths.launchPad.getHref()) },
                )
              }
            >
              <ArrowRightLeft size={14} aria-hidden="true" /> {t('brands.workIn')}
            </Button>
          ) : null}
          <Button size="sm" variant="link" onClick={edit}>
            {t('common.edit')}
          </Button>
          <ActiveToggleButton row={brand} isActive={brand.isActive} toggle={toggle} />
        </>
      )}
      editor={({ row, show, onClose }) => <BrandModal brand={row} show={show} onClose={onClose} />}
    />
  );
}
