import type { Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { sendInvitationMail, type TInvitationMailDeps } from '../invitations/invitation-mail.ts';
import {
  findInvitation,
  insertInvitation,
  revokePendingInvitations,
} from '../invitations/invitation-repository.ts';
import {
  INVITATION_TTL_SECONDS,
  newInvitationSecret,
  signInvitation,
} from '../invitations/invitation-token.ts';

/**
 * Replaces any pending invitation of the user with a new one; returns the mail to send once
 * the caller's transaction has committed (a rolled-back invitation must never be mailed).
 */
export async function startInvitation(
  deps: TInvitationMailDeps,
  trx: Transaction<DB>,
  input: { auth: TAuthContext; userId: number; inviterName: string },
): Promise<() => void> {
  await revokePendingInvitations(trx, input.userId);
  const { secret, hash } = newInvitationSecret();
  const invitationId = await insertInvitation(trx, {
    clientId: input.auth.clientId,
    userId: input.userId,
    secretHash: hash,
    invitedBy: input.auth.userId,
    expiresAt: new Date(Date.now() + INVITATION_TTL_SECONDS * 1000),
  });
  const invitation = (await findInvitation(trx, invitationId, false))!;
  const token = signInvitation(deps.config.appSecret, {
    c: input.auth.clientId,
    i: invitationId,
    s: secret,
  });
  return () =>
    sendInvitationMail(deps, {
      to: invitation.email,
      firstName: invitation.firstName,
      clientName: invitation.clientName,
      inviterName: input.inviterName,
      token,
    });
}
