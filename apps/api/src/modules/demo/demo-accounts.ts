import { FEATURE_IDS } from '@resonate/contracts/features';

/**
 * The demo tenant of DESIGN.md: every sign-in outcome has an account. Password for all:
 * DEMO_PASSWORD. Besides "Acme Retail" (campaign account, two departments) and the agency
 * "Northwind Agency", three small clients carry the states that belong to a client rather than a
 * user: a brand account that is not a campaign account, an unpaid plan, an unvalidated licence.
 */
export const DEMO_PASSWORD = 'Demo@12345';

export type TDemoClient = {
  key: string;
  name: string;
  shortCode: string;
  isCampaign?: boolean;
  isAgency?: boolean;
  paymentCompleted?: boolean;
  licenceValidated?: boolean;
  licenceTypeId: number;
  departments?: string[];
  plan: { amountMinor: number; salePriceMinor: number; frequency: string; orderId: string };
  /** Company details shown on the account settings page; the demo clients sit in the UK. */
  company: { website: string; businessEmail: string; address: string; city: string; zip: string };
};

/** Regional settings every demo client shares: London time, UK country, retail industry. */
export const DEMO_REGION = {
  timeZone: 'Europe/London',
  countryCode: 'GB',
  region: 'England',
  industry: 'Retail and e-commerce',
  currency: 'GBP',
};

export type TDemoUser = {
  email: string;
  client: string;
  firstName: string;
  lastName: string;
  role: 'Administrator' | 'Viewer';
  accountAdmin?: boolean;
  otpRequired?: boolean;
  status?: 'active' | 'not_activated';
  departments?: string[];
};

const plan = (amount: number, sale: number, orderId: string) => ({
  amountMinor: amount * 100,
  salePriceMinor: sale * 100,
  frequency: 'Monthly',
  orderId,
});

export const DEMO_CLIENTS: TDemoClient[] = [
  {
    key: 'acme',
    name: 'Acme Retail',
    shortCode: 'ACME',
    licenceTypeId: 3,
    departments: ['Marketing', 'Sales'],
    plan: plan(499, 449, 'ORD-2026-000101'),
    company: {
      website: 'https://www.acme-retail.test',
      businessEmail: 'hello@acme.test',
      address: '1 Market Street',
      city: 'London',
      zip: 'EC2A 4NE',
    },
  },
  {
    key: 'outlet',
    name: 'Acme Outlet',
    shortCode: 'ACMEOUT',
    isCampaign: false,
    licenceTypeId: 2,
    plan: plan(199, 179, 'ORD-2026-000102'),
    company: {
      website: 'https://outlet.acme-retail.test',
      businessEmail: 'outlet@acme.test',
      address: '22 Canal Wharf',
      city: 'Manchester',
      zip: 'M1 5AN',
    },
  },
  {
    key: 'trial',
    name: 'Acme Trial',
    shortCode: 'ACMETRY',
    paymentCompleted: false,
    licenceTypeId: 1,
    plan: plan(99, 89, 'ORD-2026-000103'),
    company: {
      website: 'https://trial.acme-retail.test',
      businessEmail: 'trial@acme.test',
      address: '5 Harbour Road',
      city: 'Bristol',
      zip: 'BS1 6AA',
    },
  },
  {
    key: 'starter',
    name: 'Acme Starter',
    shortCode: 'ACMESTR',
    licenceValidated: false,
    licenceTypeId: 1,
    plan: plan(99, 99, 'ORD-2026-000104'),
    company: {
      website: 'https://starter.acme-retail.test',
      businessEmail: 'starter@acme.test',
      address: '14 Castle Lane',
      city: 'Leeds',
      zip: 'LS1 4DY',
    },
  },
  {
    key: 'northwind',
    name: 'Northwind Agency',
    shortCode: 'NORTHWND',
    isAgency: true,
    licenceTypeId: 4,
    plan: plan(999, 899, 'ORD-2026-000105'),
    company: {
      website: 'https://www.northwind-agency.test',
      businessEmail: 'studio@northwind.test',
      address: '80 Shoreditch High Street',
      city: 'London',
      zip: 'E1 6JJ',
    },
  },
];

export const DEMO_USERS: TDemoUser[] = [
  {
    email: 'admin@acme.test',
    client: 'acme',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'Administrator',
    accountAdmin: true,
    departments: ['Marketing', 'Sales'],
  },
  {
    email: 'otp@acme.test',
    client: 'acme',
    firstName: 'Otto',
    lastName: 'Pine',
    role: 'Administrator',
    otpRequired: true,
    departments: ['Marketing'],
  },
  {
    email: 'viewer@acme.test',
    client: 'acme',
    firstName: 'Vera',
    lastName: 'Viewer',
    role: 'Viewer',
    departments: ['Sales'],
  },
  {
    email: 'inactive@acme.test',
    client: 'acme',
    firstName: 'Ian',
    lastName: 'Active',
    role: 'Viewer',
    status: 'not_activated',
  },
  {
    email: 'brand@acme.test',
    client: 'outlet',
    firstName: 'Bree',
    lastName: 'Brand',
    role: 'Administrator',
    accountAdmin: true,
  },
  {
    email: 'reset@acme.test',
    client: 'outlet',
    firstName: 'Rhea',
    lastName: 'Set',
    role: 'Administrator',
    accountAdmin: true,
  },
  {
    email: 'unpaid@acme.test',
    client: 'trial',
    firstName: 'Una',
    lastName: 'Paid',
    role: 'Administrator',
    accountAdmin: true,
  },
  {
    email: 'nolicence@acme.test',
    client: 'starter',
    firstName: 'Nola',
    lastName: 'Licence',
    role: 'Administrator',
    accountAdmin: true,
  },
  {
    email: 'agency@acme.test',
    client: 'northwind',
    firstName: 'Agnes',
    lastName: 'Agency',
    role: 'Administrator',
    accountAdmin: true,
  },
];

const ALL_FEATURES = Object.values(FEATURE_IDS);

/** Role -> view access per feature. The viewer cannot see consumption (33) or invoices (54). */
export const DEMO_ROLE_PERMISSIONS: Record<
  TDemoUser['role'],
  { featureId: number; canView: boolean }[]
> = {
  Administrator: ALL_FEATURES.map((featureId) => ({ featureId, canView: true })),
  Viewer: ALL_FEATURES.map((featureId) => ({
    featureId,
    canView: featureId !== FEATURE_IDS.consumptions && featureId !== FEATURE_IDS.invoiceList,
  })),
};
