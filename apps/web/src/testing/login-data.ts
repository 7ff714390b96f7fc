import type { TLoginData } from '@resonate/contracts/auth';

/** A login response's data as the API sends it for admin@acme.test. */
export function loginData(overrides: Partial<TLoginData> = {}): TLoginData {
  return {
    licenseTypeId: 2,
    permissionList: [
      { featureId: 1, viewAccess: true },
      { featureId: 54, viewAccess: true },
    ],
    clientList: [{ clientId: 11, clientName: 'Acme Retail' }],
    departmentList: [
      { departmentId: 21, departmentName: 'Marketing' },
      { departmentId: 22, departmentName: 'Sales' },
    ],
    accountAdmin: true,
    clientId: 11,
    accessToken: 'access-token-1',
    timeZoneId: 3,
    timeFormatId: 2,
    dateFormatId: 1,
    isCampaign: true,
    userId: 7,
    isAgency: false,
    amount: 0,
    frequency: 'monthly',
    clientName: 'Acme Retail',
    salePrice: 0,
    tenantShortCode: 'acme',
    orderId: '',
    firstName: 'Ada',
    lastName: 'Admin',
    email: 'admin@acme.test',
    profilePicture: null,
    ...overrides,
  };
}
