import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** Where the suite's local DNS server reads its TXT records (global-setup.ts), by data dir. */
export function dnsRecordsFile(dataDir: string): string {
  return join(dataDir, 'dns-records.json');
}

export function readDnsRecords(file: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  } catch {
    return {};
  }
}

/** Publishes a TXT record in the suite's DNS, as a customer does at their DNS host. */
export function publishTxt(name: string, value: string): void {
  const file = dnsRecordsFile(inject('dataDir'));
  const records = readDnsRecords(file);
  records[name.toLowerCase()] = [value];
  writeFileSync(file, JSON.stringify(records));
}
