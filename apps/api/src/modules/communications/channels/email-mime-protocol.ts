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
  /** The SMTP envelope (the VERP sender); answered back in nodemailer's form. */
  envelope?: { from: string; to: string };
};

/** An envelope as nodemailer's SMTP connection takes it (addresses checked, IDN in punycode). */
export type TSmtpEnvelope = { from: string | false; to: string[] };

/** nodemailer's DKIM options, the private key a KeyObject (cloned into the worker once). */
export type TMimeKey = {
  domainName: string;
  keySelector: string;
  privateKey: KeyObject;
  headerFieldNames: string;
};

export type TMimeJob = { jobId: number; mail: TMimeMail; keyId?: number };

/** Jobs and results travel in batches: one message between threads per turn, not per mail. */
export type TMimeRequest =
  | { type: 'key'; keyId: number; key: TMimeKey }
  | { type: 'forget'; keyId: number }
  | { type: 'build'; jobs: TMimeJob[] };

export type TMimeResult =
  | { jobId: number; raw: ArrayBuffer; envelope: TSmtpEnvelope }
  | { jobId: number; error: string; code?: string };
