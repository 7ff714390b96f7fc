import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Spinner from 'react-bootstrap/Spinner';
import { channelName } from '@resonate/contracts/channels';
import { PageHeader } from '@/shared/components/page-header';
import { DepartmentSwitcher } from '@/shared/components/scope/department-switcher';
import { useScope } from '@/shared/hooks/use-scope';
import { isDepartmentVariant } from '@/shared/lib/menu-variant';
import { readPermissions } from '@/shared/storage/permissions';
import { LaunchTile } from '../components/launch-tile';
import {
  AREA_TILES,
  CHANNEL_TILES,
  tileState,
  type TLaunchPadContext,
} from '../lib/launch-pad-tiles';
import '../components/launch-pad.scss';

/**
 * /launch-pad: a tile for each area and channel (spec section 2). Campaign tiles open only for a
 * campaign account; every tile follows view access; channels follow the plan. In the department
 * variant (departments, or a small plan) the page is the department's workspace.
 */
export default function LaunchPadPage() {
  const { t } = useTranslation('admin');
  const scope = useScope();
  if (!scope.data) {
    return (
      <div className="py-5 text-center" role="status">
        <Spinner animation="border" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  const data = scope.data;
  const context: TLaunchPadContext = {
    isCampaign: data.isCampaign,
    isAdmin: data.accountAdmin,
    licenseTypeId: data.licenseTypeId,
    permissions: readPermissions(),
  };
  const departmentVariant = isDepartmentVariant({
    departmentCount: data.departmentList.length,
    licenseTypeId: data.licenseTypeId,
  });
  const department = data.departmentList.find((d) => d.departmentId === data.departmentId);
  const company = data.clientList.find((c) => c.clientId === data.clientId)?.clientName ?? '';
  const area = (key: string) => `launchPad.areas.${key}`;

  return (
    <div className="launch-pad">
      <PageHeader
        title={t('launchPad.title')}
        lead={
          departmentVariant
            ? t('launchPad.leadDepartment', {
                department: department?.departmentName ?? t('launchPad.yourTeam'),
                company,
              })
            : t('launchPad.lead', { company })
        }
      />
      {departmentVariant && data.departmentList.length > 0 ? (
        <div className="launch-pad__workspace">
          <span className="fw-semibold">{t('launchPad.workspace')}</span>
          <DepartmentSwitcher align="start" />
        </div>
      ) : null}
      {data.isCampaign ? null : (
        <div className="alert alert-info d-flex gap-2 align-items-start" role="note">
          <Info size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
          <span>{t('launchPad.notCampaign')}</span>
        </div>
      )}
      <section className="launch-pad__section" aria-labelledby="launch-areas">
        <h2 id="launch-areas" className="launch-pad__section-title">
          {t('launchPad.areasTitle')}
        </h2>
        <ul className="launch-pad__grid">
          {AREA_TILES.map((tile) => (
            <li key={tile.id}>
              <LaunchTile
                tile={tileState(tile, context)}
                title={t(`${area(tile.id)}.title`)}
                description={t(
                  `${area(tile.id)}.${departmentVariant ? 'department' : 'description'}`,
                )}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="launch-pad__section" aria-labelledby="launch-channels">
        <h2 id="launch-channels" className="launch-pad__section-title">
          {t('launchPad.channelsTitle')}
        </h2>
        <ul className="launch-pad__grid launch-pad__grid--channels">
          {CHANNEL_TILES.map((tile) => (
            <li key={tile.id}>
              <LaunchTile
                tile={tileState(tile, context)}
                title={channelName(tile.channelId ?? 0) ?? ''}
                description={t('launchPad.channelDescription')}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
