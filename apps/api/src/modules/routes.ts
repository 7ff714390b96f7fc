import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRoutes } from './account/index.ts';
import { activeDirectoryRoutes } from './active-directory/index.ts';
import { adminRoutes } from './admin/index.ts';
import { analytics360Routes } from './analytics360/index.ts';
import { audienceRoutes } from './audience/index.ts';
import { auditRoutes } from './audit/index.ts';
import { authRoutes } from './auth/index.ts';
import { billingRoutes } from './billing/index.ts';
import { communicationSettingsRoutes } from './communication-settings/index.ts';
import { communicationRoutes } from './communications/index.ts';
import { consumptionRoutes } from './consumption/index.ts';
import { dashboardRoutes } from './dashboard/index.ts';
import { dataExchangeRoutes } from './data-exchange/index.ts';
import { eventsRoutes } from './events/index.ts';
import { invoiceRoutes } from './invoices/index.ts';
import { licenceRoutes } from './licence/index.ts';
import { masterDataRoutes } from './master-data/index.ts';
import { notificationRoutes } from './notifications/index.ts';
import { profileRoutes } from './profile/index.ts';
import { secondFactorRoutes } from './second-factor/index.ts';
import { signUpRoutes } from './signup/index.ts';
import { ssoRoutes } from './sso/index.ts';
import { subscriptionRoutes } from './subscriptions/index.ts';
import { systemRoutes } from './system/index.ts';
import { tenancyRoutes } from './tenancy/index.ts';
import { transactionalRoutes } from './transactional/index.ts';
import { trackingRoutes } from './tracking/index.ts';

type TModuleRoutes = {
  /** The module (apps/api/src/modules/<module>). */
  module: string;
  /** The URLs it serves, so a route is found by its URL: the first segments under /api/. */
  serves: string;
  routes: FastifyPluginAsyncZod;
};

/**
 * Every module's routes, registered by app.ts in this order (issue 23: one list, found by URL).
 * A new module adds its line here.
 */
export const MODULE_ROUTES: readonly TModuleRoutes[] = [
  { module: 'system', serves: 'health, ready', routes: systemRoutes },
  { module: 'master-data', serves: 'GetMasterData, GetIPData', routes: masterDataRoutes },
  {
    module: 'auth',
    serves:
      'LoginValidate, GetCaptcha, CheckEmailExists, User/GetEncrypted, *OTP, ' +
      'LoginValidateConfirm, ForgetPassword, UpdatePassword, Logout, User/GetSession, ' +
      'User/UnlockSignIn',
    routes: authRoutes,
  },
  { module: 'notifications', serves: 'AlertAndNotifications/', routes: notificationRoutes },
  { module: 'data-exchange', serves: 'DataExchange/, v1/ (API keys)', routes: dataExchangeRoutes },
  { module: 'events', serves: 'Events/, events, collect, analytics.js', routes: eventsRoutes },
  {
    module: 'profile',
    serves: 'GetMyProfile, ProfileUpdate, ProfilePicture*, *Password, *MobileNumber',
    routes: profileRoutes,
  },
  { module: 'second-factor', serves: 'SecondFactor/, TwoStep/', routes: secondFactorRoutes },
  {
    module: 'account',
    serves: 'GetClientDetails, UpdateClientDetails, GetAgencyDetails, *IpWhiteList',
    routes: accountRoutes,
  },
  {
    module: 'communication-settings',
    serves: 'CommunicationSetting/, v1/ (push SDKs), Connector/',
    routes: communicationSettingsRoutes,
  },
  { module: 'audience', serves: 'Audience/', routes: audienceRoutes },
  { module: 'dashboard', serves: 'Dashboard/', routes: dashboardRoutes },
  { module: 'analytics360', serves: 'UserAnalytics360/', routes: analytics360Routes },
  {
    module: 'tenancy',
    serves: 'User/GetScope, User/SwitchCompany, User/GetDepartmentList',
    routes: tenancyRoutes,
  },
  {
    module: 'admin',
    serves: 'Admin/, User/ (invitations), ClientCreation, GetSetupSummary, GetCountryDetails',
    routes: adminRoutes,
  },
  { module: 'active-directory', serves: 'Security/ (directory)', routes: activeDirectoryRoutes },
  {
    module: 'licence',
    serves: 'Licence/, LicenseInfo, *LicenseKey',
    routes: licenceRoutes,
  },
  { module: 'signup', serves: 'SignUp/, SaveSignUp', routes: signUpRoutes },
  {
    module: 'sso',
    serves: 'Security/ (SSO), SignInDiscovery, *AuthorizationCode, ConfirmVerificationCode',
    routes: ssoRoutes,
  },
  { module: 'billing', serves: 'Payment/, PaymentSubmit', routes: billingRoutes },
  {
    module: 'communications',
    serves: 'Communication/, Callback/ (delivery), /i/ (images)',
    routes: communicationRoutes,
  },
  {
    module: 'tracking',
    serves:
      'Callback/ (delivery reports), /t/ (opens, clicks, unsubscribes, scans), /p/ (preferences)',
    routes: trackingRoutes,
  },
  { module: 'subscriptions', serves: 'SubscriptionTopics/', routes: subscriptionRoutes },
  { module: 'transactional', serves: 'v1/messages', routes: transactionalRoutes },
  { module: 'consumption', serves: 'Consumption/', routes: consumptionRoutes },
  { module: 'invoices', serves: 'Invoice/, Admin/ (agency invoices)', routes: invoiceRoutes },
  { module: 'audit', serves: 'AuditLog/', routes: auditRoutes },
];
