import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { TDirectMailRun } from '@resonate/contracts/campaigns/outputs';
import {
  ADDRESS_FILE,
  directMailCommunicationDir,
  directMailRunDir,
} from '../channels/direct-mail/direct-mail-files.ts';

const RUN_DIR = /^run-(\d+)$/;
const LETTER = /^\d+\.pdf$/;

async function lettersOf(dir: string): Promise<{ name: string; bytes: number }[]> {
  const names = (await readdir(dir)).filter((name) => LETTER.test(name));
  const letters = await Promise.all(
    names.map(async (name) => ({ name, bytes: (await stat(path.join(dir, name))).size })),
  );
  return letters.sort((a, b) => Number.parseInt(a.name, 10) - Number.parseInt(b.name, 10));
}

/** The runs of a direct mail communication that wrote letters, newest first. */
export async function directMailRuns(
  dataDir: string,
  clientId: number,
  communicationId: number,
): Promise<TDirectMailRun[]> {
  const root = directMailCommunicationDir(dataDir, clientId, communicationId);
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch {
    return [];
  }
  const runs: TDirectMailRun[] = [];
  for (const entry of entries) {
    const run = Number(RUN_DIR.exec(entry)?.[1] ?? 0);
    if (!run) continue;
    const dir = path.join(root, entry);
    const letters = await lettersOf(dir);
    const info = await stat(dir);
    runs.push({
      run,
      letters: letters.length,
      bytes: letters.reduce((sum, letter) => sum + letter.bytes, 0),
      createdAt: info.birthtime.toISOString(),
    });
  }
  return runs.sort((a, b) => b.run - a.run);
}

/** Whether a run folder exists with its address file (undefined when it does not). */
export async function runDirOf(
  dataDir: string,
  clientId: number,
  communicationId: number,
  run: number,
): Promise<string | undefined> {
  const dir = directMailRunDir(dataDir, clientId, communicationId, run);
  try {
    await stat(path.join(dir, ADDRESS_FILE));
    return dir;
  } catch {
    return undefined;
  }
}

export function addressFileStream(dir: string): Readable {
  return createReadStream(path.join(dir, ADDRESS_FILE));
}

/**
 * A ZIP of the run's letters, built as it is sent: each PDF is read in chunks and stored (PDFs
 * are compressed already), so memory holds one chunk at a time whatever the run's size, and the
 * reader's pace (backpressure) sets the pace of the reads.
 */
export function lettersZipStream(dir: string): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  const waitDrain = () =>
    output.writableNeedDrain
      ? new Promise<void>((resolve) => output.once('drain', resolve))
      : Promise.resolve();
  void (async () => {
    try {
      for (const letter of await lettersOf(dir)) {
        const entry = new ZipPassThrough(letter.name);
        zip.add(entry);
        for await (const chunk of createReadStream(path.join(dir, letter.name))) {
          entry.push(chunk as Uint8Array);
          await waitDrain();
          if (output.destroyed) return;
        }
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
