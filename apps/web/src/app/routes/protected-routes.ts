import { replace, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { adminLoader } from '@/features/admin/routes/admin-loader';
import { loadECharts } from '@/shared/components/charts/load-echarts';
import { lazyPage } from './lazy-page';

const pref = paths.preferences;
const comm = paths.communication;

/**
 * A page that draws charts starts ECharts' download as soon as its own code has arrived, beside
 * its widgets' data requests. Not earlier: on a slow link ECharts (about 200 KB gzip) would share
 * the bandwidth with the page's code and delay its first paint (Lighthouse's LCP).
 */
const withCharts =
  <T>(load: () => Promise<T>) =>
  async () => {
    const page = await load();
    // A failed download is retried by the first chart, which then shows its table instead.
    loadECharts().catch(() => undefined);
    return page;
  };

/** Everything behind sign-in (spec section 2 and DESIGN.md "Routes"). */
export const protectedRoutes: RouteObject[] = [
  {
    path: paths.choosePassword.path,
    lazy: lazyPage(() => import('./choose-password-page')),
  },
  {
    path: paths.launchPad.path,
    lazy: lazyPage(() => import('@/features/launch-pad/routes/launch-pad-page'), ['admin']),
  },
  {
    path: paths.dashboard.path,
    lazy: lazyPage(
      withCharts(() => import('@/features/dashboard/routes/dashboard-page')),
      ['dashboard'],
    ),
  },
  {
    path: paths.analytics.root.path,
    lazy: lazyPage(() => import('@/features/analytics/routes/analytics-page'), ['analytics360']),
  },
  {
    path: paths.analytics.audience360.path,
    lazy: lazyPage(() => import('@/features/analytics/routes/audience-360-page'), ['analytics360']),
  },
  {
    path: pref.root.path,
    lazy: lazyPage(() => import('@/features/preferences/routes/preferences-page'), ['admin']),
  },
  {
    path: pref.myProfile.path,
    lazy: lazyPage(() => import('@/features/profile/routes/my-profile-page')),
  },
  {
    path: pref.accountSettings.path,
    lazy: lazyPage(() => import('@/features/account/routes/account-settings-page')),
  },
  {
    path: pref.alertsAndNotifications.path,
    lazy: lazyPage(() => import('@/features/notifications/routes/alerts-and-notifications-page')),
  },
  {
    path: pref.notifications.path,
    lazy: lazyPage(() => import('@/features/notifications/routes/notifications-page')),
  },
  {
    path: pref.communicationSettings.path,
    lazy: lazyPage(
      () => import('@/features/communication-settings/routes/communication-settings-page'),
      ['channelSettings', 'pushSettings'],
    ),
  },
  {
    path: pref.dataExchange.path,
    lazy: lazyPage(() => import('@/features/data-exchange/routes/data-exchange-page')),
  },
  {
    // Administration: account admins only (the loader), and the API answers 403 to others.
    loader: adminLoader,
    shouldRevalidate: () => true,
    children: [
      {
        path: pref.users.path,
        lazy: lazyPage(() => import('@/features/admin/routes/users-page'), ['admin']),
      },
      {
        path: pref.security.path,
        lazy: lazyPage(() => import('@/features/security/routes/security-page'), ['security']),
      },
      {
        path: pref.roles.path,
        lazy: lazyPage(() => import('@/features/admin/routes/roles-page'), ['admin']),
      },
      {
        path: pref.departments.path,
        lazy: lazyPage(() => import('@/features/admin/routes/departments-page'), ['admin']),
      },
      {
        path: pref.brands.path,
        lazy: lazyPage(() => import('@/features/admin/routes/brands-page'), ['admin']),
      },
      {
        path: pref.auditLog.path,
        lazy: lazyPage(() => import('@/features/audit/routes/audit-log-page'), ['audit']),
      },
    ],
  },
  {
    path: paths.consumptions.root.path,
    lazy: lazyPage(
      withCharts(() => import('@/features/consumptions/routes/consumptions-page')),
      ['consumption'],
    ),
  },
  {
    path: paths.consumptions.channel.path,
    lazy: lazyPage(
      withCharts(() => import('@/features/consumptions/routes/consumption-channel-page')),
      ['consumption'],
    ),
  },
  {
    path: paths.invoices.list.path,
    lazy: lazyPage(() => import('@/features/invoices/routes/invoice-list-page'), ['invoices']),
  },
  {
    path: paths.invoices.invoice.path,
    lazy: lazyPage(() => import('@/features/invoices/routes/invoice-page'), ['invoices']),
  },
  {
    path: paths.licenseInfo.path,
    lazy: lazyPage(() => import('@/features/license/routes/license-info-page'), ['licence']),
  },
  {
    path: paths.audience.root.path,
    lazy: lazyPage(() => import('@/features/audience/routes/audience-layout')),
    children: [
      { index: true, loader: () => replace(paths.audience.masterData.getHref()) },
      {
        path: paths.audience.masterData.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/master-data-page'),
          ['audience', 'audienceLists'],
        ),
      },
      {
        path: paths.audience.contact.path,
        lazy: lazyPage(() => import('@/features/audience/routes/contact-page'), ['audience']),
      },
      {
        path: paths.audience.optInSettings.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/opt-in-settings-page'),
          ['audience'],
        ),
      },
      {
        path: paths.audience.newImport.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/new-import-page'),
          ['audience', 'audienceImport'],
        ),
      },
      {
        path: paths.audience.importProgress.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/import-progress-page'),
          ['audience', 'audienceImport'],
        ),
      },
      {
        path: paths.audience.targetList.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/target-list-page'),
          ['audience', 'audienceLists'],
        ),
      },
      {
        path: paths.audience.targetListDetail.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/target-list-detail-page'),
          ['audience', 'audienceLists'],
        ),
      },
      {
        path: paths.audience.dynamicList.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/dynamic-list-page'),
          ['audience', 'audienceLists'],
        ),
      },
      {
        path: paths.audience.newDynamicList.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/dynamic-list-editor-page'),
          ['audience', 'audienceLists'],
        ),
      },
      {
        path: paths.audience.dynamicListDetail.path,
        lazy: lazyPage(
          () => import('@/features/audience/routes/dynamic-list-editor-page'),
          ['audience', 'audienceLists'],
        ),
      },
    ],
  },
  {
    path: comm.root.path,
    lazy: lazyPage(() => import('@/features/communication/routes/communication-layout')),
    children: [
      { index: true, loader: () => replace(comm.list.getHref()) },
      {
        path: comm.list.path,
        lazy: lazyPage(
          () => import('@/features/communication/routes/communication-list-page'),
          ['communications'],
        ),
      },
      {
        path: comm.gallery.path,
        lazy: lazyPage(
          () => import('@/features/communication/routes/communication-gallery-page'),
          ['gallery', 'communications'],
        ),
      },
      {
        path: comm.planner.path,
        lazy: lazyPage(
          () => import('@/features/communication/routes/communication-planner-page'),
          ['gallery', 'communications'],
        ),
      },
    ],
  },
  {
    path: comm.createMdc.path,
    lazy: lazyPage(
      () => import('@/features/communication/routes/create-mdc-communication-page'),
      ['compose', 'communications'],
    ),
  },
  {
    path: comm.templateBuilder.path,
    lazy: lazyPage(
      () => import('@/features/communication/routes/template-builder-page'),
      ['templateBuilder', 'compose'],
    ),
  },
  {
    path: comm.mdcWorkflow.path,
    lazy: lazyPage(
      () => import('@/features/communication/routes/mdc-workflow-page'),
      ['journeys', 'compose'],
    ),
  },
];
