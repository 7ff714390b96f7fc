import { Encoder as Base64Encoder } from 'nodemailer/lib/base64';
import MessageParser, { type Header } from 'nodemailer/lib/dkim/message-parser';
import RelaxedBody from 'nodemailer/lib/dkim/relaxed-body';
import dkimSign from 'nodemailer/lib/dkim/sign';
import MailComposer from 'nodemailer/lib/mail-composer';
import type MimeNode from 'nodemailer/lib/mime-node';
import { Encoder as QpEncoder } from 'nodemailer/lib/qp';
import type { TMimeKey, TMimeMail, TSmtpEnvelope } from './email-mime-protocol.ts';

/**
 * A campaign email as raw bytes, built and DKIM-signed in one synchronous pass with nodemailer's
 * own parts: its composer makes the MIME tree and every header, its encoders the bodies, its
 * parser, relaxed body hash and signer the DKIM-Signature. What nodemailer's streams would
 * write, byte for byte (email-mime-build.test.ts holds the two side by side), at a fraction of
 * the cost: the streams, timers and abort signals of one message cost more than the RSA
 * signature itself. Only string bodies (text and HTML), which is all a campaign email has.
 */
type TTransform = {
  push(chunk: unknown): boolean;
  _transform(chunk: Buffer, encoding: string, done: (error?: Error | null) => void): void;
  _flush(done: (error?: Error | null) => void): void;
};

/** Runs a nodemailer transform over one buffer at once and answers what it pushed. */
function transformAll(transform: TTransform, input: Buffer): Buffer {
  const out: Buffer[] = [];
  transform.push = (chunk: unknown) => {
    if (chunk !== null && chunk !== undefined) {
      out.push(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : (chunk as Buffer));
    }
    return true;
  };
  const fail = (error?: Error | null) => {
    if (error) throw error;
  };
  if (input.length > 0) transform._transform(input, 'buffer', fail);
  transform._flush(fail);
  return Buffer.concat(out);
}

const asTransform = (stream: object) => stream as unknown as TTransform;

/** One node as MimeNode.stream() writes it: headers, the encoded content, then the children. */
function writeNode(node: MimeNode, out: Buffer[]): void {
  const transferEncoding = node.getTransferEncoding();
  out.push(Buffer.from(node.buildHeaders() + '\r\n\r\n'));
  const content = node.content;
  if (content !== undefined && content !== null && content !== '') {
    if (typeof content !== 'string' && !Buffer.isBuffer(content)) {
      throw new Error('only text and HTML bodies are built here');
    }
    const bytes = Buffer.from(content);
    if (transferEncoding === 'base64') {
      out.push(transformAll(asTransform(new Base64Encoder()), bytes));
    } else if (transferEncoding === 'quoted-printable') {
      const binary = !/^text\//i.test(node.contentType || '');
      out.push(transformAll(asTransform(new QpEncoder({ binary })), bytes));
    } else {
      out.push(bytes);
    }
  }
  if (!node.multipart) return;
  node.childNodes.forEach((child, index) => {
    out.push(Buffer.from(`${index > 0 ? '\r\n' : ''}--${String(node.boundary)}\r\n`));
    writeNode(child, out);
  });
  out.push(Buffer.from(`\r\n--${String(node.boundary)}--\r\n`));
}

/** Ends the message with a line break, as nodemailer's LastNewline does. */
function withLastNewline(raw: Buffer): Buffer {
  const last = raw.length > 0 ? raw[raw.length - 1] : undefined;
  if (last === 0x0a) return raw;
  return Buffer.concat([raw, Buffer.from(last === 0x0d ? '\n' : '\r\n')]);
}

/** The DKIM-Signature line first, then the message unchanged (nodemailer's DKIM output). */
function signed(raw: Buffer, key: TMimeKey): Buffer {
  const parser = new MessageParser();
  let headers: Header[] = [];
  parser.on('headers', (parsed: Header[]) => {
    headers = parsed;
  });
  const body = transformAll(asTransform(parser), raw);
  const relaxed = new RelaxedBody({ hashAlgo: 'sha256' });
  let bodyHash = '';
  relaxed.on('hash', (hash: string) => {
    bodyHash = hash;
  });
  transformAll(asTransform(relaxed), body);
  const field = dkimSign(headers, 'sha256', bodyHash, key);
  const rawHeaders = parser.rawHeaders || Buffer.alloc(0);
  return Buffer.concat([Buffer.from(field ? `${field}\r\n` : ''), rawHeaders, body]);
}

/**
 * The raw message of `mail`, its boundaries from `baseBoundary`, signed with `key` if given, and
 * its SMTP envelope as nodemailer would have derived it.
 */
export function buildEmail(
  mail: TMimeMail,
  baseBoundary: string,
  key?: TMimeKey,
): { raw: Buffer; envelope: TSmtpEnvelope } {
  const root = new MailComposer({ ...mail, baseBoundary }).compile();
  const parts: Buffer[] = [];
  writeNode(root, parts);
  const raw = withLastNewline(Buffer.concat(parts));
  const envelope = root.getEnvelope() as TSmtpEnvelope;
  return { raw: key ? signed(raw, key) : raw, envelope };
}
