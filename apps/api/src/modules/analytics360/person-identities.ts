import type { Transaction } from 'kysely';
import type { TUserInfo } from '@resonate/contracts/analytics/audience-360';
import type { DB } from '#/db/schema.ts';
import { browserOf, maskPhone, maskSecret, pushService } from './identity-labels.ts';
import {
  contactIdentities,
  mobileDevices,
  webPushSubscriptions,
  type TPersonRow,
} from './person-repository.ts';

type TIdentity = TUserInfo['identities'][number];

/**
 * Every way to reach the person: the contact's email and mobile, its stored channel identities,
 * and the mobile devices and browsers registered under its passport id (an anonymous visitor
 * has only the last two). Tokens and endpoints are masked; a device or browser also stored as
 * a contact identity is listed once, with its details.
 */
export async function personIdentities(
  trx: Transaction<DB>,
  clientId: number,
  passportId: string,
  contact: TPersonRow | undefined,
): Promise<TIdentity[]> {
  const [stored, devices, browsers] = await Promise.all([
    contact ? contactIdentities(trx, clientId, contact.id) : Promise.resolve([]),
    mobileDevices(trx, clientId, passportId),
    webPushSubscriptions(trx, clientId, passportId),
  ]);
  const at = (date: Date) => date.toISOString();
  const identities: TIdentity[] = [];
  if (contact?.email) {
    identities.push({ kind: 'email', label: contact.email, createdAt: at(contact.created_at) });
  }
  if (contact?.mobile) {
    identities.push({ kind: 'mobile', label: contact.mobile, createdAt: at(contact.created_at) });
  }
  const listed = new Set<string>([
    ...devices.map((d) => d.token),
    ...browsers.map((b) => b.endpoint),
  ]);
  for (const row of stored) {
    if (listed.has(row.value)) continue;
    const label = row.kind === 'whatsapp' ? maskPhone(row.value) : maskSecret(row.value);
    identities.push({ kind: row.kind, label, createdAt: at(row.created_at) });
  }
  for (const device of devices) {
    const parts = [device.platform === 'ios' ? 'iOS' : 'Android', device.device_model];
    parts.push(`token ${maskSecret(device.token)}`);
    if (device.disabled_at) parts.push('disabled');
    identities.push({
      kind: 'mobile_device',
      label: parts.filter(Boolean).join(' · '),
      createdAt: at(device.created_at),
    });
  }
  for (const browser of browsers) {
    identities.push({
      kind: 'web_push',
      label: `${browserOf(browser.user_agent)} on ${browser.domain} · ${pushService(browser.endpoint)}`,
      createdAt: at(browser.created_at),
    });
  }
  return identities;
}
