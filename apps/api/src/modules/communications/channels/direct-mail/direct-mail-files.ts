import path from 'node:path';

/** Where a run's letters and address file are written: DATA_DIR/direct-mail/<client>/<comm>/run-<n>/. */
export function directMailRunDir(
  dataDir: string,
  clientId: number,
  communicationId: number,
  runNo: number,
): string {
  return path.join(
    dataDir,
    'direct-mail',
    String(Math.trunc(clientId)),
    String(Math.trunc(communicationId)),
    `run-${Math.trunc(runNo)}`,
  );
}

/** A communication's folder, holding one run-<n> folder per run. */
export function directMailCommunicationDir(
  dataDir: string,
  clientId: number,
  communicationId: number,
): string {
  return path.join(
    dataDir,
    'direct-mail',
    String(Math.trunc(clientId)),
    String(Math.trunc(communicationId)),
  );
}

export const ADDRESS_FILE = 'addresses.csv';
export const ADDRESS_COLUMNS = [
  'messageId',
  'passportId',
  'name',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'country',
  'letterFile',
] as const;

export const letterFileName = (messageId: number) => `${Math.trunc(messageId)}.pdf`;
