import { ZOHO_DATA_CENTRES, type TZohoDataCentre } from '@resonate/contracts/connectors';
import { valueAt } from '#/channels/http-template.ts';
import {
  baseOf,
  callJson,
  ConnectorTestFailure,
  text,
  type TConnectorInput,
} from './connector-test-failure.ts';

/** Salesforce: the client credentials flow on the instance, then today's API limits. */
export async function testSalesforce(input: TConnectorInput): Promise<string> {
  const instance = text(input, 'instanceUrl').replace(/\/+$/, '');
  const token = await callJson(
    'Salesforce sign-in',
    `${instance}/services/oauth2/token`,
    {
      method: 'POST',
      form: {
        grant_type: 'client_credentials',
        client_id: text(input, 'clientId'),
        client_secret: input.secrets.clientSecret ?? '',
      },
    },
    input.policy,
  );
  const limits = await callJson(
    'Salesforce',
    `${instance}/services/data/v62.0/limits`,
    { method: 'GET', headers: { authorization: `Bearer ${String(token.access_token ?? '')}` } },
    input.policy,
  );
  const left = valueAt(limits, 'DailyApiRequests.Remaining');
  return left ? `Connected: ${left} API requests left today` : 'Connected to Salesforce';
}

/** HubSpot: the private app's account details. */
export async function testHubSpot(input: TConnectorInput): Promise<string> {
  const account = await callJson(
    'HubSpot',
    `${baseOf(input, 'https://api.hubapi.com')}/account-info/v3/details`,
    { method: 'GET', headers: { authorization: `Bearer ${input.secrets.privateAppToken ?? ''}` } },
    input.policy,
  );
  return `Connected to HubSpot account ${String(account.portalId ?? '')}`.trim();
}

/**
 * Zoho CRM: the refresh token traded at the data centre's accounts host (Zoho answers a bad
 * one with 200 and an error field), then the organisation at the API domain it names.
 */
export async function testZohoCrm(input: TConnectorInput): Promise<string> {
  const accounts = ZOHO_DATA_CENTRES[text(input, 'dataCentre') as TZohoDataCentre];
  const token = await callJson(
    'Zoho sign-in',
    `${baseOf(input, accounts)}/oauth/v2/token`,
    {
      method: 'POST',
      form: {
        grant_type: 'refresh_token',
        refresh_token: input.secrets.refreshToken ?? '',
        client_id: text(input, 'clientId'),
        client_secret: input.secrets.clientSecret ?? '',
      },
    },
    input.policy,
  );
  if (typeof token.error === 'string' || typeof token.access_token !== 'string') {
    throw new ConnectorTestFailure(`Zoho sign-in refused: ${String(token.error ?? 'no token')}`);
  }
  const apiDomain =
    typeof token.api_domain === 'string' ? token.api_domain : 'https://www.zohoapis.com';
  const org = await callJson(
    'Zoho CRM',
    `${apiDomain.replace(/\/+$/, '')}/crm/v6/org`,
    { method: 'GET', headers: { authorization: `Zoho-oauthtoken ${token.access_token}` } },
    input.policy,
  );
  const name = valueAt(org, 'org.0.company_name');
  return name ? `Connected to "${name}"` : 'Connected to Zoho CRM';
}
