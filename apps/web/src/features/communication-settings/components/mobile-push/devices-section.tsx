import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import {
  useMobileDevices,
  useUserDeviceMaster,
  type TDeviceFilters,
} from '../../api/mobile-push-extras';
import { Pager } from '@/shared/components/pager';
import { TestMobilePushForm } from './test-mobile-push-form';
import '../channel-common/channel-settings.scss';

const PAGE_SIZE = 20;

/**
 * An app's registered devices, filtered by what they report (the user device master); account
 * admins pick an active one to send a test push to.
 */
export function DevicesSection({
  clientId,
  mobileAppId,
  isAdmin,
}: {
  clientId: number;
  mobileAppId: number;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('pushSettings');
  const { formatDateTime } = useDateTimeFormat();
  const [filters, setFilters] = useState<TDeviceFilters>({
    page: 1,
    pageSize: PAGE_SIZE,
    status: 'active',
  });
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const devices = useMobileDevices(clientId, mobileAppId, filters);
  const master = useUserDeviceMaster(clientId, mobileAppId);
  const set = (next: Partial<TDeviceFilters>) =>
    setFilters((current) => ({ ...current, page: 1, ...next }));
  // The picked device as the list shows it now (a test that found it gone disables it).
  const selected =
    devices.data?.devices.find((d) => d.deviceId === selectedId && d.status === 'active') ?? null;
  const count = (values: { value: string; count: number }[] | undefined, value: string) =>
    values?.find((v) => v.value === value)?.count ?? 0;

  return (
    <section aria-labelledby="mp-devices-title">
      <h3 className="h6" id="mp-devices-title">
        {t('devices.title')}
      </h3>
      <Form
        className="row g-2 mb-3"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ search: search.trim() || undefined });
        }}
      >
        <Form.Group className="col-sm-6 col-lg-2" controlId="mp-devices-platform">
          <Form.Label className="small mb-0">{t('devices.platform')}</Form.Label>
          <Form.Select
            size="sm"
            value={filters.platform ?? ''}
            onChange={(e) =>
              set({ platform: (e.target.value || undefined) as TDeviceFilters['platform'] })
            }
          >
            <option value="">{t('devices.all')}</option>
            {(['android', 'ios'] as const).map((platform) => (
              <option key={platform} value={platform}>
                {t(`devices.platforms.${platform}`)} ({count(master.data?.platforms, platform)})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-6 col-lg-2" controlId="mp-devices-status">
          <Form.Label className="small mb-0">{t('devices.status')}</Form.Label>
          <Form.Select
            size="sm"
            value={filters.status ?? ''}
            onChange={(e) =>
              set({ status: (e.target.value || undefined) as TDeviceFilters['status'] })
            }
          >
            <option value="">{t('devices.all')}</option>
            <option value="active">{t('devices.statuses.active')}</option>
            <option value="disabled">{t('devices.statuses.disabled')}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-6 col-lg-3" controlId="mp-devices-version">
          <Form.Label className="small mb-0">{t('devices.appVersion')}</Form.Label>
          <Form.Select
            size="sm"
            value={filters.appVersion ?? ''}
            onChange={(e) => set({ appVersion: e.target.value || undefined })}
          >
            <option value="">{t('devices.all')}</option>
            {master.data?.appVersions.map((v) => (
              <option key={v.value} value={v.value}>
                {v.value} ({v.count})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-6 col-lg-5" controlId="mp-devices-search">
          <Form.Label className="small mb-0">{t('devices.search')}</Form.Label>
          <InputGroup size="sm">
            <Form.Control
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('devices.searchHint')}
              maxLength={100}
            />
            <Button
              type="submit"
              variant="outline-secondary"
              aria-label={t('devices.searchButton')}
            >
              <Search size={14} aria-hidden="true" />
            </Button>
          </InputGroup>
        </Form.Group>
      </Form>
      {devices.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </Spinner>
      ) : !devices.data?.devices.length ? (
        <p className="text-body-secondary small mb-0">{t('devices.empty')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="channel-table">
              <thead>
                <tr>
                  {isAdmin ? (
                    <th scope="col">
                      <span className="visually-hidden">{t('devices.pick')}</span>
                    </th>
                  ) : null}
                  <th scope="col">{t('devices.token')}</th>
                  <th scope="col">{t('devices.platform')}</th>
                  <th scope="col">{t('devices.versions')}</th>
                  <th scope="col">{t('devices.language')}</th>
                  <th scope="col">{t('devices.contact')}</th>
                  <th scope="col">{t('devices.lastSeen')}</th>
                </tr>
              </thead>
              <tbody>
                {devices.data.devices.map((device) => (
                  <tr key={device.deviceId}>
                    {isAdmin ? (
                      <td>
                        <Form.Check
                          type="radio"
                          name="mp-test-push-target"
                          id={`mp-device-${device.deviceId}`}
                          checked={selected?.deviceId === device.deviceId}
                          disabled={device.status === 'disabled'}
                          onChange={() => setSelectedId(device.deviceId)}
                          aria-label={t('devices.pickNamed', {
                            token: device.tokenPreview,
                            platform: t(`devices.platforms.${device.platform}`),
                          })}
                        />
                      </td>
                    ) : null}
                    <td className="font-monospace small">
                      {device.tokenPreview}
                      {device.status === 'disabled' ? (
                        <Badge bg="secondary" className="ms-2">
                          {t('devices.statuses.disabled')}
                        </Badge>
                      ) : null}
                    </td>
                    <td>
                      {t(`devices.platforms.${device.platform}`)}
                      {device.deviceModel ? (
                        <div className="small text-body-secondary">{device.deviceModel}</div>
                      ) : null}
                    </td>
                    <td className="small">
                      {t('devices.versionText', {
                        app: device.appVersion || '–',
                        os: device.osVersion || '–',
                      })}
                    </td>
                    <td className="small">{device.language || '–'}</td>
                    <td className="small">
                      {device.contactEmail ?? device.contactMobile ?? (
                        <span className="text-body-secondary">{t('devices.anonymous')}</span>
                      )}
                    </td>
                    <td className="text-nowrap small">{formatDateTime(device.lastSeenAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            hideWhenOnePage
            className="mt-2"
            pageNo={filters.page ?? 1}
            pageSize={PAGE_SIZE}
            totalRows={devices.data.totalRows}
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </>
      )}
      {isAdmin ? (
        <TestMobilePushForm clientId={clientId} mobileAppId={mobileAppId} device={selected} />
      ) : null}
    </section>
  );
}
