import { describe, expect, it } from 'vitest';
import { ZApiBaseUrlSchema } from './communication-settings/channel-common.ts';
import {
  ZSendTestWhatsAppRequestSchema,
  ZTestPhoneSchema,
} from './communication-settings/channel-tests.ts';
import { connectorFormSchema, connectorOf, type TConnectorDefinition } from './connectors.ts';

const formOf = (key: string) => connectorFormSchema(connectorOf(key) as TConnectorDefinition);
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('connector forms', () => {
  it('PostgreSQL: host, port and the rest, port as typed or as a number', () => {
    const form = formOf('postgresql');
    const ok = form.safeParse({
      host: 'db.example.com',
      port: '5432',
      database: 'd',
      user: 'u',
      password: 'p',
    });
    expect(ok.data).toEqual({
      host: 'db.example.com',
      port: 5432,
      database: 'd',
      user: 'u',
      password: 'p',
      tls: false,
    });
    expect(form.safeParse({ host: '10.0.0.1', port: 5432, database: 'd', user: 'u' }).success).toBe(
      true,
    );
    expect(
      errorsOf(form.safeParse({ host: 'bad host', port: '70000', database: '', user: 'u' })),
    ).toEqual({
      host: 'Enter valid host name or IP',
      port: 'Invalid port number',
      database: 'Enter database name',
    });
  });

  it('analytics: the spec fields with their messages; secrets may be left empty', () => {
    const form = formOf('ga4');
    expect(errorsOf(form.safeParse({ serviceAccountMail: 'nope' }))).toEqual({
      appName: 'Enter app name',
      serviceAccountMail: 'Enter a valid email address',
      appKey: 'Enter app key',
      appSecretId: 'Enter app secret ID',
    });
    const kept = form.safeParse({
      appName: 'a',
      serviceAccountMail: 'a@b.co',
      appKey: '1',
      appSecretId: 'k',
      appSecret: '••••••••',
    });
    expect(kept.data?.appSecret).toBeUndefined();
  });

  it('Zoho: only its data centres; Salesforce: an instance URL without query or credentials', () => {
    expect(
      errorsOf(formOf('zoho_crm').safeParse({ dataCentre: 'mars', clientId: 'c' })),
    ).toMatchObject({
      dataCentre: 'Select one of the options',
    });
    const salesforce = formOf('salesforce');
    expect(
      salesforce.safeParse({ instanceUrl: 'https://acme.my.salesforce.com/', clientId: 'c' }).data,
    ).toMatchObject({
      instanceUrl: 'https://acme.my.salesforce.com',
    });
    for (const url of [
      'ftp://acme.example',
      'https://u:p@acme.example',
      'https://acme.example/?a=1',
      'acme',
    ]) {
      expect(salesforce.safeParse({ instanceUrl: url, clientId: 'c' }).success, url).toBe(false);
    }
  });
});

describe('API base URL and test recipients', () => {
  it('takes an origin with an optional path, trimmed of its trailing slash', () => {
    expect(ZApiBaseUrlSchema.parse('https://eu.api.example.com/v2/')).toBe(
      'https://eu.api.example.com/v2',
    );
    expect(ZApiBaseUrlSchema.parse(undefined)).toBe('');
    for (const bad of ['graph.example.com', 'https://x.example/#f', 'javascript:alert(1)']) {
      expect(ZApiBaseUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('normalises phone numbers to E.164 and refuses national ones', () => {
    expect(ZTestPhoneSchema.parse(' +44 (7700) 900-123 ')).toBe('+447700900123');
    expect(ZTestPhoneSchema.parse('00447700900123')).toBe('+447700900123');
    expect(ZTestPhoneSchema.safeParse('07700900123').error?.issues[0]?.message).toBe(
      'Invalid mobile number (use the international format, e.g. +447700900123)',
    );
  });

  it('a test message is a text or a template, not both', () => {
    const both = ZSendTestWhatsAppRequestSchema.safeParse({
      clientId: 1,
      to: '+447700900123',
      text: 'hi',
      template: { name: 'x', language: 'en' },
    });
    expect(errorsOf(both)).toEqual({ template: 'Send a text or a template, not both' });
  });
});
