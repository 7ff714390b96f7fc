import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export type TCaller = { accessToken: string; userId: number; clientId: number };

/** Calls a profile endpoint as the caller: GET without a body, POST with JSON. */
export function call(
  app: FastifyInstance,
  caller: TCaller,
  endpoint: string,
  payload?: object,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/${endpoint}`,
    headers: { accesstoken: caller.accessToken },
    payload,
    remoteAddress,
  });
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(bytes: Buffer, filename: string, contentType = 'image/png') {
  const boundary = '----resonate-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(app: FastifyInstance, caller: TCaller, bytes: Buffer, filename: string) {
  const { payload, headers } = multipartBody(bytes, filename);
  return app.inject({
    method: 'POST',
    url: '/api/ProfilePictureUpload',
    headers: { ...headers, accesstoken: caller.accessToken },
    payload,
  });
}

/** The smallest valid PNG: a 1x1 transparent pixel. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG header padded to `size` bytes: the server checks the type by its first bytes. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  TINY_PNG.copy(bytes);
  return bytes;
}

/** The SMS the development sink wrote to a number, newest first, waiting for it to arrive. */
export async function lastSmsTo(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'sms-outbox');
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const lines = (await readFile(path.join(outbox, file), 'utf8')).trim().split('\n');
      const hit = lines
        .reverse()
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .find((sms) => sms.to === to);
      if (hit) return hit.text;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no SMS to ${to}`);
}

export function codeOf(text: string): string {
  const code = text.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error('no code in the SMS');
  return code;
}
