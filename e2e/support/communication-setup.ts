import { signInOverApi, type TApiSession } from './api-sign-in.ts';

/**
 * Set-up for the communication tests over the HTTP API (faster than clicking through pages
 * that have their own tests): the demo client's SMTP server pointed at the e2e sink, approval
 * switched off, and a target list of fresh contacts.
 */
export type TApi = <T = unknown>(path: string, body?: object) => Promise<T>;

export function apiOf(baseURL: string, session: TApiSession): TApi {
  return async <T>(path: string, body: object = {}) => {
    const response = await fetch(`${baseURL}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: session.accessToken },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { status: boolean; message: string; data: T };
    if (!response.ok || !envelope.status) {
      throw new Error(`${path} answered ${response.status}: ${envelope.message}`);
    }
    return envelope.data;
  };
}

export async function adminApi(baseURL: string, email = 'admin@acme.test') {
  const session = await signInOverApi(baseURL, email);
  return { session, api: apiOf(baseURL, session) };
}

/** The client's SMTP server becomes the sink (plain SMTP on loopback, no login). */
export async function useSinkAsSmtp(api: TApi, clientId: number, smtpUrl: string) {
  const sink = new URL(smtpUrl);
  const current = await api<{ setting: { updatedAt: string } | null }>(
    'CommunicationSetting/GetSMTPClientSetting',
    { clientId },
  );
  await api('CommunicationSetting/UpsertSMTPClientSetting', {
    clientId,
    mode: 'dedicated',
    host: sink.hostname,
    port: sink.port,
    security: 'none',
    username: '',
    password: '',
    volume: 0,
    ...(current.setting?.updatedAt ? { updatedAt: current.setting.updatedAt } : {}),
  });
}

export async function setApprovalRequired(api: TApi, required: boolean) {
  await api('Communication/UpdateApprovalSetting', { required });
}

/** A target list holding `count` new contacts with email consent; returns its name and addresses. */
export async function targetListOf(api: TApi, tag: string, count: number) {
  const contactIds: number[] = [];
  const addresses: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const email = `${tag}-${i}@example.test`;
    const { contact } = await api<{ contact: { contactId: number } }>('Audience/UpsertContact', {
      email,
      firstName: `Reader${i}`,
      lastName: 'Test',
      consent: { email: 'subscribed' },
    });
    contactIds.push(contact.contactId);
    addresses.push(email);
  }
  const name = `Send test ${tag}`;
  await api('Audience/CreateList', { name, kind: 'target', contactIds });
  return { name, addresses };
}
