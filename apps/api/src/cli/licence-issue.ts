import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { channelName, CHANNEL_IDS } from '@resonate/contracts/channels';
import { LICENCE_TYPES, licenceType } from '@resonate/contracts/onboarding/licence-types';
import { ConfigError, loadConfig } from '#/config.ts';
import { signLicenceKey, rawPublicKey, readOrCreateSigningKey } from '#/modules/licence/index.ts';
import type { TLicenceKeyPayload } from '#/modules/licence/index.ts';

/**
 * `npm run licence:issue -- --type 2 --seats 10 --days 365 [--channels 1,2,3] [--agency]`
 * prints a new licence key on stdout (details go to stderr, so `$(...)` captures the key).
 * Signs with the local key (DATA_DIR/licence-signing-key.pem, or LICENCE_PRIVATE_KEY_FILE),
 * created on first use; a server on the same DATA_DIR trusts it. `--public-key` prints the
 * public half, for LICENCE_PUBLIC_KEYS of servers that should trust this signer.
 */
const DAY_MS = 86_400_000;
const USAGE = `Usage: npm run licence:issue -- --type <id> [options]

  --type <id>          licence type: ${LICENCE_TYPES.map((t) => `${t.id} ${t.name}`).join(', ')}
  --seats <n>          seats (default: the type's)
  --days <n>           days of validity from activation (default 365)
  --until <YYYY-MM-DD> a fixed end date instead of --days
  --channels <ids>     enabled channel ids, comma-separated (default: the type's)
  --agency             an agency key (always for an agency type)
  --redeem-days <n>    days left to apply the key (default 90)
  --json               print the key and its details as JSON
  --public-key         print the signer's public key and exit`;

class UsageError extends Error {}

function integer(name: string, value: string | undefined, min: number, max: number) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return number;
}

function parseUntil(value: string | undefined, now: number): Date | undefined {
  if (value === undefined) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59Z`) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new UsageError('--until must be YYYY-MM-DD');
  if (date.getTime() <= now) throw new UsageError('--until must be a future date');
  return date;
}

function parseChannels(value: string | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const ids = value.split(',').map((part) => Number(part.trim()));
  const unknown = ids.filter((id) => !CHANNEL_IDS.includes(id));
  if (ids.length === 0 || unknown.length > 0) {
    throw new UsageError(`--channels: unknown channel ids; known: ${CHANNEL_IDS.join(', ')}`);
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

function payloadFromArgs(values: Record<string, string | boolean | undefined>, now: number) {
  const str = (name: string) => values[name] as string | undefined;
  const typeId = integer('type', str('type'), 1, 255);
  const type = typeId === undefined ? undefined : licenceType(typeId);
  if (!type) throw new UsageError('--type must be one of the licence types');
  if (str('days') !== undefined && str('until') !== undefined) {
    throw new UsageError('give --days or --until, not both');
  }
  const until = parseUntil(str('until'), now);
  const days = integer('days', str('days'), 1, 3650) ?? 365;
  const redeemDays = integer('redeem-days', str('redeem-days'), 1, 365) ?? 90;
  const payload: TLicenceKeyPayload = {
    keyId: randomBytes(10).toString('hex'),
    licenceTypeId: type.id,
    seats: integer('seats', str('seats'), 1, 65535) ?? type.seats,
    channelIds: parseChannels(str('channels')) ?? [...type.channelIds],
    isAgency: values.agency === true || type.isAgency,
    validity: until ? { until } : { days },
    issuedAt: new Date(now),
    redeemBy: new Date(now + redeemDays * DAY_MS),
  };
  return { payload, typeName: type.name };
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string' },
      seats: { type: 'string' },
      days: { type: 'string' },
      until: { type: 'string' },
      channels: { type: 'string' },
      agency: { type: 'boolean' },
      'redeem-days': { type: 'string' },
      json: { type: 'boolean' },
      'public-key': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  // Arguments first: a mistyped command must not create a signing key.
  const issue = values['public-key'] ? undefined : payloadFromArgs(values, Date.now());
  const signingKey = await readOrCreateSigningKey(config.licencePrivateKeyFile);
  if (!issue) {
    process.stdout.write(`${rawPublicKey(signingKey)}\n`);
    return;
  }
  const { payload, typeName } = issue;
  const key = signLicenceKey(signingKey, payload);
  const validity =
    'until' in payload.validity
      ? `until ${payload.validity.until.toISOString().slice(0, 10)}`
      : `${payload.validity.days} days from activation`;
  const details = {
    keyId: payload.keyId,
    type: `${payload.licenceTypeId} ${typeName}`,
    seats: payload.seats,
    channels: payload.channelIds.map((id) => `${id} ${channelName(id)}`).join(', '),
    agency: payload.isAgency,
    validity,
    redeemBy: payload.redeemBy.toISOString().slice(0, 10),
    signingKey: config.licencePrivateKeyFile,
  };
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ key, ...details })}\n`);
    return;
  }
  process.stderr.write(
    `${Object.entries(details)
      .map(([name, value]) => `${name.padEnd(11)} ${String(value)}`)
      .join('\n')}\n\n`,
  );
  process.stdout.write(`${key}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const code = (error as { code?: unknown }).code;
  const badUsage =
    error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${message}\n${badUsage ? `\n${USAGE}\n` : ''}`);
  process.exitCode = badUsage || error instanceof ConfigError ? 2 : 1;
});
