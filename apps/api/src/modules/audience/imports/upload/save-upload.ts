import { createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { CsvRecordCounter } from '@resonate/contracts/audience/csv-record-counter';
import { IMPORT_MSG } from '@resonate/contracts/audience/imports';
import { ADHOC_LIST_MAX_FILE_BYTES } from '@resonate/contracts/constants';
import { AppError, isAppError } from '#/errors.ts';
import { SAMPLE_BYTES, type TSample } from '../csv/detect-file.ts';
import { Utf8Checker } from '../csv/decode.ts';
import { uploadedFilePath } from '../import-paths.ts';

export type TUploadLimits = {
  maxFiles: number;
  maxFileBytes: number;
  tooManyFiles: string;
  fileTooLarge: string;
};
/**
 * `records` counts every record, the header line included, of a file small enough for an
 * ad-hoc list (undefined for a bigger one), so StartImport can hold the list to its audience
 * limit whichever upload brought the files.
 */
export type TSavedFile = { name: string; sample: TSample; records: number | undefined };
/**
 * Bytes the whole request may still write (the client's storage reservation), shared by its
 * files; past it the upload stops with `exceeded`, before the disk fills.
 */
export type TByteBudget = { left: number; exceeded: () => AppError };

const NAME_MAX = 200;

/**
 * Passes a file through to disk while keeping its first bytes for detection, counting its
 * size (refusing it past the limit) and checking it is valid UTF-8, so the whole file is read
 * once and never held in memory.
 */
class SampleTransform extends Transform {
  private readonly maxBytes: number;
  private readonly fileTooLarge: string;
  private readonly headChunks: Buffer[] = [];
  private headBytes = 0;
  private size = 0;
  private readonly utf8 = new Utf8Checker();
  private readonly budget: TByteBudget | undefined;
  private readonly records = new CsvRecordCounter();

  constructor(maxBytes: number, fileTooLarge: string, budget?: TByteBudget) {
    super();
    this.maxBytes = maxBytes;
    this.fileTooLarge = fileTooLarge;
    this.budget = budget;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      done(new AppError('PAYLOAD_TOO_LARGE', this.fileTooLarge));
      return;
    }
    if (this.budget) {
      this.budget.left -= chunk.length;
      if (this.budget.left < 0) {
        done(this.budget.exceeded());
        return;
      }
    }
    if (this.headBytes < SAMPLE_BYTES) {
      const part = chunk.subarray(0, SAMPLE_BYTES - this.headBytes);
      this.headChunks.push(Buffer.from(part));
      this.headBytes += part.length;
    }
    this.utf8.push(chunk);
    // Past the ad-hoc file limit the count serves nothing: spare the bytes of big imports.
    if (this.size <= ADHOC_LIST_MAX_FILE_BYTES) this.records.push(chunk);
    done(null, chunk);
  }

  sample(): TSample {
    return { head: Buffer.concat(this.headChunks), size: this.size, validUtf8: this.utf8.end() };
  }

  recordCount(): number | undefined {
    return this.size <= ADHOC_LIST_MAX_FILE_BYTES ? this.records.end() : undefined;
  }
}

/** A display name: no folders, no control characters, bounded; never used as a path. */
function displayName(filename: string, index: number): string {
  const base = [...(filename.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127)
    .join('')
    .trim();
  return base.slice(0, NAME_MAX) || `file-${index + 1}.csv`;
}

const MULTIPART_ERRORS: Record<string, (limits: TUploadLimits) => AppError> = {
  FST_FILES_LIMIT: (limits) => new AppError('PAYLOAD_TOO_LARGE', limits.tooManyFiles),
  FST_PARTS_LIMIT: (limits) => new AppError('PAYLOAD_TOO_LARGE', limits.tooManyFiles),
  FST_REQ_FILE_TOO_LARGE: (limits) => new AppError('PAYLOAD_TOO_LARGE', limits.fileTooLarge),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MSG.multipart),
  FST_MP_PREMATURE_CLOSE: () => new AppError('BAD_REQUEST', 'The upload was interrupted'),
};

function asAppError(error: unknown, limits: TUploadLimits): unknown {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code;
  const mapped = code ? MULTIPART_ERRORS[code] : undefined;
  if (mapped) return mapped(limits);
  // busboy's own complaints about a malformed body ("Unexpected end of form"...).
  if (error instanceof Error && !code)
    return new AppError('BAD_REQUEST', 'The upload was interrupted');
  return error;
}

/**
 * Streams every file of a multipart request into `dir` (1.csv, 2.csv...), enforcing the count
 * and size limits as the bytes arrive. Other form fields are ignored. The caller removes `dir`
 * when this throws.
 */
export async function saveUploadedFiles(
  request: FastifyRequest,
  dir: string,
  limits: TUploadLimits,
  budget?: TByteBudget,
): Promise<TSavedFile[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMPORT_MSG.multipart);
  const saved: TSavedFile[] = [];
  try {
    for await (const part of request.files()) {
      if (saved.length >= limits.maxFiles) {
        part.file.resume();
        throw new AppError('PAYLOAD_TOO_LARGE', limits.tooManyFiles);
      }
      const sniffer = new SampleTransform(limits.maxFileBytes, limits.fileTooLarge, budget);
      const target = createWriteStream(uploadedFilePath(dir, saved.length), { flags: 'wx' });
      await pipeline(part.file, sniffer, target);
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', limits.fileTooLarge);
      saved.push({
        name: displayName(part.filename, saved.length),
        sample: sniffer.sample(),
        records: sniffer.recordCount(),
      });
    }
  } catch (error) {
    throw asAppError(error, limits);
  }
  if (saved.length === 0) {
    throw new AppError('BAD_REQUEST', IMPORT_MSG.noFiles, {
      errors: { files: IMPORT_MSG.noFiles },
    });
  }
  return saved;
}
