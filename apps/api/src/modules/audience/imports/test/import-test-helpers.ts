import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TImportDetail, TImportSummary } from '@resonate/contracts/audience/imports';
import { seedDemoAudience } from '#/modules/demo/index.ts';
import { createTestApp, type TTestApp } from '../../../../../test/create-test-app.ts';

export type TCaller = { accessToken: string };
export type TUploadFile = { name: string; content: Buffer | string };

/**
 * The demo tenant with its audience (tests skip it by default) and custom fields, the queue
 * and the in-process worker, as `npm start` runs.
 */
export async function createImportApp(env: Record<string, string> = {}): Promise<TTestApp> {
  const t = await createTestApp({ queue: true, env: { SEED_DEMO: 'true', ...env } });
  await t.app.ownerDb.transaction().execute((trx) => seedDemoAudience(trx));
  return t;
}

/** A multipart/form-data body with one part per file, as a browser's FormData sends it. */
export function multipart(files: readonly TUploadFile[]) {
  const boundary = `----resonate${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(
  app: FastifyInstance,
  caller: TCaller,
  files: readonly TUploadFile[],
  purpose?: 'masterData' | 'adhocList',
) {
  const { payload, headers } = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/Audience/UploadImportFiles${purpose ? `?purpose=${purpose}` : ''}`,
    headers: { ...headers, accesstoken: caller.accessToken },
    payload,
  });
}

export function call(app: FastifyInstance, caller: TCaller, name: string, body: object = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/Audience/${name}`,
    headers: { accesstoken: caller.accessToken },
    payload: body,
  });
}

/** Uploads and returns the import id, failing the test with the answer when refused. */
export async function uploaded(
  app: FastifyInstance,
  caller: TCaller,
  files: readonly TUploadFile[],
): Promise<number> {
  const response = await upload(app, caller, files);
  if (response.statusCode !== 200) throw new Error(`upload refused: ${response.body}`);
  return response.json().data.importId as number;
}

export async function getImport(app: FastifyInstance, caller: TCaller, importId: number) {
  const response = await call(app, caller, 'GetImport', { importId });
  if (response.statusCode !== 200) {
    throw new Error(`GetImport ${importId}: ${response.statusCode} ${response.body}`);
  }
  return response.json().data as TImportDetail;
}

/** Polls GetImport until the import reaches one of `statuses` (10 s at most). */
export async function waitForStatus(
  app: FastifyInstance,
  caller: TCaller,
  importId: number,
  statuses: readonly string[] = ['completed', 'failed', 'cancelled'],
  timeoutMs = 20_000,
): Promise<TImportSummary> {
  const deadline = Date.now() + timeoutMs;
  // Quick at first, then backing off to 500 ms: a long wait on a loaded machine must stay under
  // the per-minute rate limit the test app enforces like any other.
  for (let pause = 50; ; pause = Math.min(pause * 1.5, 500)) {
    const { import: summary } = await getImport(app, caller, importId);
    if (statuses.includes(summary.status)) return summary;
    if (Date.now() > deadline) throw new Error(`import ${importId} stuck in ${summary.status}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** Uploads, starts with `start` (mapping, mode, destination) and waits for the end. */
export async function runImport(
  app: FastifyInstance,
  caller: TCaller,
  files: readonly TUploadFile[],
  start: object,
): Promise<TImportSummary> {
  const importId = await uploaded(app, caller, files);
  const response = await call(app, caller, 'StartImport', {
    importId,
    mode: 'update',
    destination: { kind: 'none' },
    ...start,
  });
  if (response.statusCode !== 200) throw new Error(`start refused: ${response.body}`);
  return waitForStatus(app, caller, importId);
}

/** CSV text with CRLF line ends from rows of cells (no quoting: test data is plain). */
export function csv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}
