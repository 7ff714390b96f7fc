import { signJwtRs256 } from '#/crypto/jwt-rs256.ts';
import { valueAt } from '#/channels/http-template.ts';
import {
  baseOf,
  callJson,
  ConnectorTestFailure,
  text,
  type TConnectorInput,
} from './connector-test-failure.ts';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/**
 * Google Analytics 4: the service account signs a JWT (its private key, the key id as kid),
 * trades it for a token, then reads the property: a wrong key, account or property id fails.
 */
export async function testGa4(input: TConnectorInput): Promise<string> {
  let assertion: string;
  try {
    assertion = signJwtRs256(
      input.secrets.appSecret ?? '',
      {
        iss: text(input, 'serviceAccountMail'),
        scope: 'https://www.googleapis.com/auth/analytics.readonly',
        aud: GOOGLE_TOKEN_URL,
      },
      { ttlSeconds: 600, keyId: text(input, 'appSecretId') },
    );
  } catch {
    throw new ConnectorTestFailure('The private key is not a valid PEM key');
  }
  const token = await callJson(
    'Google sign-in',
    `${baseOf(input, 'https://oauth2.googleapis.com')}/token`,
    {
      method: 'POST',
      form: { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion },
    },
    input.policy,
  );
  const property = await callJson(
    'Google Analytics',
    `${baseOf(input, 'https://analyticsadmin.googleapis.com')}/v1beta/properties/${encodeURIComponent(text(input, 'appKey'))}`,
    { method: 'GET', headers: { authorization: `Bearer ${String(token.access_token ?? '')}` } },
    input.policy,
  );
  return `Connected to property "${String(property.displayName ?? text(input, 'appKey'))}"`;
}

/** Mixpanel: the service account's own details, which list the projects it may read. */
export async function testMixpanel(input: TConnectorInput): Promise<string> {
  const user = `${text(input, 'serviceAccountName')}:${input.secrets.appSecret ?? ''}`;
  const me = await callJson(
    'Mixpanel',
    `${baseOf(input, 'https://mixpanel.com')}/api/app/me`,
    { method: 'GET', headers: { authorization: `Basic ${Buffer.from(user).toString('base64')}` } },
    input.policy,
  );
  const projectId = text(input, 'appKey');
  const project = valueAt(me, `results.projects.${projectId}.name`);
  if (!project) {
    throw new ConnectorTestFailure(`The service account cannot read project ${projectId}`);
  }
  return `Connected to project "${project}"`;
}

/** Amplitude: the event categories of the project, a cheap call that needs both keys. */
export async function testAmplitude(input: TConnectorInput): Promise<string> {
  const pair = `${text(input, 'appKey')}:${input.secrets.appSecret ?? ''}`;
  const answer = await callJson(
    'Amplitude',
    `${baseOf(input, 'https://amplitude.com')}/api/2/taxonomy/category`,
    { method: 'GET', headers: { authorization: `Basic ${Buffer.from(pair).toString('base64')}` } },
    input.policy,
  );
  const count = Array.isArray(answer.data) ? answer.data.length : 0;
  return `Connected: ${count} event categories`;
}

/**
 * Adobe Analytics: an OAuth server-to-server token, then the companies the credential reaches,
 * which must include the global company id given (the app secret ID field).
 */
export async function testAdobeAnalytics(input: TConnectorInput): Promise<string> {
  const clientId = text(input, 'appKey');
  const token = await callJson(
    'Adobe sign-in',
    `${baseOf(input, 'https://ims-na1.adobelogin.com')}/ims/token/v3`,
    {
      method: 'POST',
      form: {
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: input.secrets.appSecret ?? '',
        scope: 'openid,AdobeID,additional_info.projectedProductContext',
      },
    },
    input.policy,
  );
  const me = await callJson(
    'Adobe Analytics',
    `${baseOf(input, 'https://analytics.adobe.io')}/discovery/me`,
    {
      method: 'GET',
      headers: {
        authorization: `Bearer ${String(token.access_token ?? '')}`,
        'x-api-key': clientId,
      },
    },
    input.policy,
  );
  const wanted = text(input, 'appSecretId');
  const orgs = Array.isArray(me.imsOrgs) ? (me.imsOrgs as { companies?: unknown[] }[]) : [];
  const company = orgs
    .flatMap((org) => (Array.isArray(org.companies) ? org.companies : []))
    .find((c) => (c as { globalCompanyId?: string }).globalCompanyId === wanted) as
    { companyName?: string } | undefined;
  if (!company) throw new ConnectorTestFailure(`The credential cannot reach company ${wanted}`);
  return `Connected to company "${company.companyName ?? wanted}"`;
}
