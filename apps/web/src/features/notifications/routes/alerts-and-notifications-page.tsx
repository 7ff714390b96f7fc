import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TAlertSetting } from '@resonate/contracts/notifications';
import { PageHeader } from '@/shared/components/page-header';
import { notifySuccess } from '@/shared/lib/notify';
import { useAlertSettings, useUpdateAlertSettings } from '../api/alert-settings';
import { AlertSettingsTable } from '../components/alert-settings-table';
import { useNotificationScope } from '../hooks/use-notification-scope';
import '../components/notifications.scss';

/**
 * /preferences/alerts-and-notifications (feature 19): which events reach the user, in the app
 * and by email. Changes are a draft until saved, so a slip of a switch is undone with Cancel.
 */
export default function AlertsAndNotificationsPage() {
  const { t } = useTranslation('pages');
  const scope = useNotificationScope();
  const saved = useAlertSettings(scope);
  const update = useUpdateAlertSettings(scope);
  const [draft, setDraft] = useState<TAlertSetting[] | null>(null);
  const rows = draft ?? saved.data ?? [];
  const dirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved.data);

  const change = (typeId: number, delivery: 'inApp' | 'email', on: boolean) =>
    setDraft(
      rows.map((row) => (row.notificationTypeID === typeId ? { ...row, [delivery]: on } : row)),
    );

  const save = () => {
    if (!draft) return;
    update.mutate(draft, {
      onSuccess: () => {
        setDraft(null);
        notifySuccess(t('alertsAndNotifications.title'), t('alertsAndNotifications.saved'));
      },
    });
  };

  return (
    <section className="alert-settings-page">
      <PageHeader
        title={t('alertsAndNotifications.title')}
        lead={t('alertsAndNotifications.lead')}
      />
      <div className="card app-card">
        {rows.length === 0 ? (
          <div className="card-body" role="status">
            {saved.isPending ? t('common:app.loading') : t('alertsAndNotifications.loadFailed')}
          </div>
        ) : (
          <AlertSettingsTable rows={rows} onChange={change} disabled={update.isPending} />
        )}
        <div className="card-footer alert-settings-page__actions">
          <span className="text-body-secondary small">{t('alertsAndNotifications.hint')}</span>
          <div className="d-flex gap-2">
            <Button
              variant="outline-secondary"
              onClick={() => setDraft(null)}
              disabled={!dirty || update.isPending}
            >
              {t('alertsAndNotifications.cancel')}
            </Button>
            <Button variant="primary" onClick={save} disabled={!dirty || update.isPending}>
              {update.isPending
                ? t('alertsAndNotifications.saving')
                : t('alertsAndNotifications.save')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
