import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { TWebPushSubscriptionItem } from '@resonate/contracts/communication-settings/web-push-subscribers';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { Pager } from '@/shared/components/pager';
import '../channel-common/channel-settings.scss';

/** Subscribed browsers, newest first; a radio picks the one a test push goes to. */
export function SubscribersTable({
  subscriptions,
  totalRows,
  loading,
  page,
  pageSize,
  onPage,
  selected,
  onSelect,
}: {
  subscriptions: TWebPushSubscriptionItem[];
  totalRows: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  selected: number | null;
  onSelect: ((subscriptionId: number) => void) | null;
}) {
  const { t } = useTranslation('pushSettings');
  const { formatDateTime } = useDateTimeFormat();
  if (loading) {
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </Spinner>
    );
  }
  if (subscriptions.length === 0)
    return <p className="text-body-secondary small">{t('subscribers.empty')}</p>;
  return (
    <>
      <div className="table-responsive">
        <table className="channel-table">
          <thead>
            <tr>
              {onSelect ? (
                <th scope="col">
                  <span className="visually-hidden">{t('subscribers.pick')}</span>
                </th>
              ) : null}
              <th scope="col">{t('subscribers.domain')}</th>
              <th scope="col">{t('subscribers.browser')}</th>
              <th scope="col">{t('subscribers.contact')}</th>
              <th scope="col">{t('subscribers.subscribed')}</th>
              <th scope="col">{t('subscribers.lastSeen')}</th>
            </tr>
          </thead>
          <tbody>
            {subscriptions.map((row) => (
              <tr key={row.subscriptionId}>
                {onSelect ? (
                  <td>
                    <Form.Check
                      type="radio"
                      name="test-push-target"
                      id={`wp-sub-${row.subscriptionId}`}
                      checked={selected === row.subscriptionId}
                      onChange={() => onSelect(row.subscriptionId)}
                      aria-label={t('subscribers.pickNamed', {
                        browser: row.browser,
                        domain: row.domain,
                      })}
                    />
                  </td>
                ) : null}
                <td>{row.domain}</td>
                <td>
                  {row.browser}
                  <div className="small text-body-secondary">{row.pushService}</div>
                </td>
                <td>
                  {row.contactEmail ?? (
                    <span className="text-body-secondary">{t('subscribers.anonymous')}</span>
                  )}
                </td>
                <td className="text-nowrap">{formatDateTime(row.createdAt)}</td>
                <td className="text-nowrap">{formatDateTime(row.lastSeenAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        hideWhenOnePage
        className="mt-2"
        pageNo={page}
        pageSize={pageSize}
        totalRows={totalRows}
        onPage={onPage}
      />
    </>
  );
}
