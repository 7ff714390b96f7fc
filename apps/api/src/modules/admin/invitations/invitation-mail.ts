import type { FastifyInstance } from 'fastify';
import { INVITATION_TTL_DAYS } from '@resonate/contracts/onboarding/users';

export type TInvitationMailDeps = Pick<FastifyInstance, 'mailer' | 'log' | 'config'>;

export const INVITATION_SUBJECT = 'You are invited to Resonate';

/**
 * Sends the link after the inviting transaction committed; a mail failure is logged (never the
 * link, which is a credential) and the admin can resend.
 */
export function sendInvitationMail(
  deps: TInvitationMailDeps,
  invite: { to: string; firstName: string; clientName: string; inviterName: string; token: string },
): void {
  const link = `${deps.config.publicUrl}/accept-invitation?token=${encodeURIComponent(invite.token)}`;
  const text = [
    `Hello ${invite.firstName},`,
    '',
    `${invite.inviterName} invited you to work in ${invite.clientName} on Resonate.`,
    'Open this link to set your password and sign in:',
    '',
    link,
    '',
    `The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    'If you did not expect this invitation, you can ignore this mail.',
  ].join('\n');
  deps.mailer
    .send({ to: invite.to, subject: INVITATION_SUBJECT, text })
    .catch((error: unknown) => deps.log.error({ err: error }, 'invitation mail could not be sent'));
}
