import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { csvRow } from '@resonate/contracts/format/csv';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import {
  accountIsReady,
  accountSettings,
  findChannelAccountRow,
} from '#/modules/communication-settings/index.ts';
import type { TCommunicationDeps } from '../../deps.ts';
import type { TMessageSender, TRecipientMessage, TSenderCommunication } from '../sender-for.ts';
import { failed, settle } from '../sender-result.ts';
import {
  ADDRESS_COLUMNS,
  ADDRESS_FILE,
  directMailRunDir,
  letterFileName,
} from './direct-mail-files.ts';
import { letterPdf } from './letter-pdf.ts';

const DIRECT_MAIL = 33;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The recipient's postal lines from the contact's attributes (name first, empty lines dropped). */
export function postalAddress(person: TRecipientMessage['person']) {
  const a = person.attributes;
  const fields = {
    name: `${person.firstName} ${person.lastName}`.trim(),
    addressLine1: text(a.addressLine1),
    addressLine2: text(a.addressLine2),
    city: text(a.city),
    postcode: text(a.postcode),
    country: text(a.country),
  };
  const cityLine = [fields.postcode, fields.city].filter(Boolean).join(' ');
  const lines = [fields.name, fields.addressLine1, fields.addressLine2, cityLine, fields.country];
  return { fields, lines: lines.filter(Boolean) };
}

/** The message ids already listed in a run's address file (a re-sent letter is listed once). */
async function listedMessageIds(file: string): Promise<Set<string>> {
  try {
    const lines = (await readFile(file, 'utf8')).split(/\r?\n/).slice(1);
    return new Set(lines.map((line) => line.split(',')[0] ?? '').filter(Boolean));
  } catch {
    return new Set();
  }
}

/**
 * Direct mail (33): "sending" a letter is writing it, one PDF per recipient, and listing the
 * recipient in the run's print-ready address file. The PDF is written to a temporary name and
 * renamed, so a crash never leaves half a letter; its name is the message id, so a re-send
 * replaces it, and the address file lists each message once.
 */
export async function directMailSender(
  deps: TCommunicationDeps,
  clientId: number,
  communication: TSenderCommunication,
): Promise<TMessageSender> {
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    findChannelAccountRow(trx, DIRECT_MAIL),
  );
  if (!row || !accountIsReady(row)) throw new AppError('CONFLICT', COMM_MSG.channelNotSetUp);
  const settings = accountSettings(row);
  const returnAddress = [
    settings.returnName,
    settings.returnAddressLine1,
    settings.returnAddressLine2,
    [settings.returnPostcode, settings.returnCity].filter(Boolean).join(' '),
    settings.returnCountry,
  ].filter((line): line is string => Boolean(line));

  const dir = directMailRunDir(
    deps.config.dataDir,
    clientId,
    communication.id,
    Math.max(1, communication.run_no),
  );
  await mkdir(dir, { recursive: true });
  const addressFile = path.join(dir, ADDRESS_FILE);
  const listed = await listedMessageIds(addressFile);
  if (listed.size === 0) {
    await writeFile(addressFile, csvRow(ADDRESS_COLUMNS), { flag: 'wx' }).catch(() => undefined);
  }
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(),
  );

  return {
    channelId: DIRECT_MAIL,
    send: (message: TRecipientMessage) =>
      settle(async () => {
        const { fields, lines } = postalAddress(message.person);
        if (!fields.addressLine1 || !fields.postcode) {
          return failed('The contact has no postal address', true);
        }
        const pdf = await letterPdf({
          returnAddress,
          recipient: lines,
          date,
          heading: message.rendered.heading ?? '',
          body: message.rendered.body ?? '',
        });
        const fileName = letterFileName(message.messageId);
        const temporary = path.join(dir, `.${fileName}.tmp`);
        await writeFile(temporary, pdf);
        await rename(temporary, path.join(dir, fileName));
        const key = String(message.messageId);
        if (!listed.has(key)) {
          listed.add(key);
          await appendFile(
            addressFile,
            csvRow([
              message.messageId,
              message.passportId,
              fields.name,
              fields.addressLine1,
              fields.addressLine2,
              fields.city,
              fields.postcode,
              fields.country,
              fileName,
            ]),
          );
        }
        return {
          ok: true,
          providerMessageId: message.deliveryId,
          response: `Letter written (${pdf.length} bytes)`,
        };
      }),
    close: async () => undefined,
  };
}
