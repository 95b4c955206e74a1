import type { EmulatorContext } from '../context';
import { resolveRedirect, verifyLink } from './links';
import type { IssuedToken } from './one-time-tokens';

export type MailType = 'signup' | 'recovery' | 'invite' | 'magiclink' | 'email_change';

const SUBJECTS: Record<MailType, string> = {
  signup: 'Confirm Your Signup',
  recovery: 'Reset Your Password',
  invite: 'You have been invited',
  magiclink: 'Your Magic Link',
  email_change: 'Confirm Email Change',
};

/** Builds the verify link for a token and drops the e-mail into the local outbox. */
export function sendAuthMail(ctx: EmulatorContext, to: string, type: MailType, token: IssuedToken, redirectTo?: string | null): string {
  const link = verifyLink(ctx.config.publicUrl, token.hashedToken, type, resolveRedirect(ctx.config, redirectTo));
  ctx.outbox.send({
    to,
    subject: SUBJECTS[type],
    type,
    link,
    text: `${SUBJECTS[type]}\n\nFollow this link: ${link}\n\nOr enter the code: ${token.otp}\n`,
  });
  return link;
}
