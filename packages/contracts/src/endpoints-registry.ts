/**
 * Every endpoint defined in contracts, area by area. A test in the API checks that each is
 * registered exactly once and documented in OpenAPI; an area converted to definitions adds its
 * list here.
 */
import { ACCOUNT_ENDPOINTS } from './account-endpoints.ts';
import { AUDIENCE_360_ENDPOINTS } from './analytics/audience-360-endpoints.ts';
import { OPT_IN_ENDPOINTS } from './audience/opt-in-endpoints.ts';
import { AUDIT_ENDPOINTS } from './audit/audit-endpoints.ts';
import { ACTIVE_DIRECTORY_ENDPOINTS } from './auth/active-directory-endpoints.ts';
import { SECURITY_ADMIN_ENDPOINTS } from './auth/security-admin-endpoints.ts';
import { SIGN_IN_ENDPOINTS } from './auth/sign-in-endpoints.ts';
import { TWO_STEP_ENDPOINTS } from './auth/two-step-endpoints.ts';
import { INVOICE_ENDPOINTS } from './billing/invoices-endpoints.ts';
import { EXPERIMENT_ENDPOINTS } from './campaigns/experiment-endpoints.ts';
import { SEND_TIME_ENDPOINTS } from './campaigns/send-time-endpoints.ts';
import { QUIET_HOURS_ENDPOINTS } from './communication-settings/quiet-hours-endpoints.ts';
import { CONSUMPTION_ENDPOINTS } from './consumption/consumption-endpoints.ts';
import { DASHBOARD_ENDPOINTS } from './dashboard/dashboard-endpoints.ts';
import type { TEndpoint } from './endpoints.ts';
import { NOTIFICATION_ENDPOINTS } from './notifications-endpoints.ts';
import { ADMIN_ENDPOINTS } from './onboarding/admin-endpoints.ts';
import { AGENCY_SETUP_ENDPOINTS } from './onboarding/agency-setup-endpoints.ts';
import { LICENCE_ENDPOINTS } from './onboarding/licence-endpoints.ts';
import { PAYMENT_ENDPOINTS } from './onboarding/payment-endpoints.ts';
import { SIGN_UP_ENDPOINTS } from './onboarding/signup-endpoints.ts';
import { PROFILE_ENDPOINTS } from './profile-endpoints.ts';
import { TOPIC_ENDPOINTS } from './subscriptions/topic-endpoints.ts';

export const ALL_ENDPOINTS: readonly TEndpoint[] = [
  ...NOTIFICATION_ENDPOINTS,
  ...CONSUMPTION_ENDPOINTS,
  ...INVOICE_ENDPOINTS,
  ...LICENCE_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...PROFILE_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...AGENCY_SETUP_ENDPOINTS,
  ...SIGN_UP_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...SIGN_IN_ENDPOINTS,
  ...EXPERIMENT_ENDPOINTS,
  ...OPT_IN_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...TOPIC_ENDPOINTS,
  ...QUIET_HOURS_ENDPOINTS,
  ...SEND_TIME_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...AUDIENCE_360_ENDPOINTS,
  ...ACTIVE_DIRECTORY_ENDPOINTS,
  ...SECURITY_ADMIN_ENDPOINTS,
  ...TWO_STEP_ENDPOINTS,
];
