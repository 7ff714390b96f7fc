import { ArrowRightLeft, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ADMIN_PAGE_SIZE } from '@resonate/contracts/onboarding/admin-common';
import type { TBrand } from '@resonate/contracts/onboarding/brands';
import { paths } from '@/config/paths';
import { useMasterData } from '@/shared/api/system/get-master-data';
import { useScope, useSwitchScope } from '@/shared/hooks/use-scope';
import { notifySuccess } from '@/shared/lib/notify';
import { useBrands, useSetBrandActive } from '../api/brands';
import { AdminShell } from '../components/common/admin-shell';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { ListCard } from '../components/common/list-card';
import { StatusBadge } from '../components/common/status-badge';
import { BrandModal } from '../components/brands/brand-modal';

/** /preferences/brands (agency account admins): the agency's brands. */
export default function BrandsPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const scope = useScope().data;
  const inAgency = scope?.isAgency === true && scope.clientId === scope.parentClientId;
  const countries = useMasterData().data?.countries;
  const [page, setPage] = useState({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE, search: '' });
  const list = useBrands(page, inAgency);
  const setActive = useSetBrandActive();
  const switchScope = useSwitchScope();
  const [editing, setEditing] = useState<TBrand | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<TBrand | null>(null);
  const onSearch = useCallback(
    (search: string) => setPage((p) => ({ ...p, search, pageNo: 1 })),
    [],
  );

  const toggle = (brand: TBrand, active: boolean) =>
    setActive.mutate(
      { brandId: brand.brandId, active },
      {
        onSuccess: () => {
          setDeactivating(null);
          const key = active ? 'brands.reactivated' : 'brands.deactivated';
          notifySuccess(t('brands.title'), t(key, { name: brand.brandName }));
        },
      },
    );

  if (scope && !inAgency) {
    return (
      <AdminShell title={t('brands.title')} lead={t('brands.lead')}>
        <div className="card app-card admin-list__empty">{t('brands.agencyOnly')}</div>
      </AdminShell>
    );
  }
  return (
    <AdminShell
      title={t('brands.title')}
      lead={t('brands.lead')}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" /> {t('brands.add')}
        </Button>
      }
    >
      <ListCard
        label={t('brands.title')}
        searchLabel={t('brands.search')}
        onSearch={onSearch}
        loading={list.isPending}
        empty={page.search ? t('common.noMatch') : t('brands.empty')}
        totalRows={list.data?.totalRows ?? 0}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        onPage={(pageNo) => setPage((p) => ({ ...p, pageNo }))}
      >
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('brands.brand')}</th>
              <th scope="col">{t('brand.fields.country')}</th>
              <th scope="col">{t('brand.fields.currency')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.rows.map((brand) => (
              <tr key={brand.brandId} className={brand.isActive ? undefined : 'is-inactive'}>
                <td>
                  <span className="d-block fw-semibold">{brand.brandName}</span>
                  <span className="d-block small text-body-secondary">{brand.website}</span>
                </td>
                <td>{countries?.find((c) => c.countryID === brand.countryId)?.name ?? '—'}</td>
                <td>{brand.currency}</td>
                <td>
                  <StatusBadge status={brand.isActive ? 'active' : 'inactive'} />
                </td>
                <td className="text-end text-nowrap">
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
                  <Button size="sm" variant="link" onClick={() => setEditing(brand)}>
                    {t('common.edit')}
                  </Button>
                  {brand.isActive ? (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setDeactivating(brand)}
                    >
                      {t('common.deactivate')}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => toggle(brand, true)}
                    >
                      {t('common.reactivate')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListCard>
      <BrandModal
        brand={editing === 'new' ? null : editing}
        show={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        show={deactivating !== null}
        title={t('brands.deactivateTitle')}
        body={t('brands.deactivateBody', { name: deactivating?.brandName ?? '' })}
        confirmLabel={t('common.deactivate')}
        busy={setActive.isPending}
        onConfirm={() => deactivating && toggle(deactivating, false)}
        onCancel={() => setDeactivating(null)}
      />
    </AdminShell>
  );
}
