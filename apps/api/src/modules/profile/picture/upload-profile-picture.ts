import type { Kysely } from 'kysely';
import { MSG } from '@resonate/contracts/messages';
import { isImageTooLarge, PROFILE_MSG } from '@resonate/contracts/profile';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { setProfilePicture } from '../repositories/profile-repository.ts';
import { sniffPictureType } from './picture-type.ts';

/**
 * POST /api/ProfilePictureUpload: checks size and real type, then stores the picture as a data:
 * URL. The SPA authenticates with a header, which an <img> cannot send, and the CSP allows
 * data: images; the login answer already carries `profilePicture`, so the header shows it on
 * every device without another request.
 */
export async function uploadProfilePicture(
  deps: { db: Kysely<DB> },
  auth: TAuthContext,
  bytes: Buffer,
): Promise<{ profilePicture: string }> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', PROFILE_MSG.pictureMissing);
  if (isImageTooLarge(bytes.length)) throw new AppError('PAYLOAD_TOO_LARGE', MSG.imageTooLarge);
  const type = sniffPictureType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MSG.pictureType);
  const profilePicture = `data:${type};base64,${bytes.toString('base64')}`;
  await withTenant(deps.db, { clientId: auth.userClientId }, (trx) =>
    setProfilePicture(trx, auth.userId, profilePicture),
  );
  return { profilePicture };
}
