import type { KeyObject } from 'node:crypto';

/**
 * What the email MIME workers (email-mime-worker.ts) and their pool (email-mime-pool.ts) say to
 * each other. A message is the nodemailer message fields the sender built; the key travels once
 * per sender and is then named by its id.
 */
export type TMimeMail = {
  from: string;
  to: string;
  subject: string;
  html?: string;
  text?: string;
  headers: Record<string, string>;
  messageId?: string;
};

/** nodemailer's DKIM options, the private key a KeyObject (cloned into the worker once). */
export type TMimeKey = {
  domainName: string;
  keySelector: string;
  privateKey: KeyObject;
  headerFieldNames: string;
};

export type TMimeRequest =
  | { type: 'key'; keyId: number; key: TMimeKey }
  | { type: 'forget'; keyId: number }
  | { type: 'build'; jobId: number; mail: TMimeMail; keyId?: number };

export type TMimeReply =
  { jobId: number; raw: ArrayBuffer } | { jobId: number; error: string; code?: string };
