import type { FastifyInstance } from 'fastify';
import type { TCaller } from '../../../test/notification-helpers.ts';

/** POSTs to an account endpoint as the caller, naming the caller's client unless told. */
export function post(
  app: FastifyInstance,
  caller: TCaller,
  endpoint: string,
  extra: object = {},
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: `/api/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload: { clientId: caller.clientId, ...extra },
    remoteAddress,
  });
}

/** A complete, valid settings form. */
export const VALID_FORM = {
  companyName: 'Acme Retail',
  parentCompany: 'Acme Group',
  businessEmail: 'hello@acme.test',
  website: 'https://www.acme.test',
  address: '1 High Street',
  city: 'London',
  zip: 'SW1A 1AA',
  countryId: 1,
  region: 'Greater London',
  industryId: 1,
  preferredRegions: ['europe', 'asiaPacific'],
  timeZoneId: 1,
  daylightSaving: true,
  currency: 'GBP',
  dateFormatId: 3,
  timeFormatId: 2,
  languageId: 1,
};
