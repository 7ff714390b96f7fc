import { MSG } from '@resonate/contracts/messages';
import { isImageTooLarge, PROFILE_MSG, PROFILE_PICTURE_TYPES } from '@resonate/contracts/profile';

/**
 * The checks a picture passes before it is sent: the spec's size rule with its message, and the
 * types the server accepts. The server checks again, by the file's real bytes.
 */
export function pictureProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (isImageTooLarge(file.size)) return MSG.imageTooLarge;
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return PROFILE_MSG.pictureType;
  }
  return null;
}

/** The accept attribute of the file picker. */
export const PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');
