import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  TEMPLATE_IMAGE_TYPES,
  type TTemplateImageType,
} from '@resonate/contracts/campaigns/template-builder';

/** Public ids are 32 lower-case hex characters; nothing else ever reaches the file system. */
export const PUBLIC_ID_PATTERN = /^[0-9a-f]{32}$/;

export function imagesDir(dataDir: string, clientId: number): string {
  return path.join(dataDir, 'template-images', String(Math.trunc(clientId)));
}

/** The file of an image; the id is checked against PUBLIC_ID_PATTERN, so no path can escape. */
export function imageFile(
  dataDir: string,
  clientId: number,
  publicId: string,
  contentType: TTemplateImageType,
): string {
  if (!PUBLIC_ID_PATTERN.test(publicId)) throw new Error('Invalid image id');
  return path.join(
    imagesDir(dataDir, clientId),
    `${publicId}.${TEMPLATE_IMAGE_TYPES[contentType]}`,
  );
}

/** Written to a temporary name first, so a half-written file is never served. */
export async function writeImageFile(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.part`;
  await writeFile(temporary, bytes, { mode: 0o640 });
  await rename(temporary, file);
}

export async function removeImageFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** The public address emails load the image from. */
export function imageUrl(publicUrl: string, publicId: string, contentType: TTemplateImageType) {
  return `${publicUrl}/i/${publicId}.${TEMPLATE_IMAGE_TYPES[contentType]}`;
}
