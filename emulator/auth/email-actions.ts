import type { EmulatorContext } from '../context';
import type { Tx } from '../db';
import { sendAuthMail } from './mailer';
import { issueToken } from './one-time-tokens';
import { NOW, updateUser } from './users';
import type { UserRow } from './types';

/** Queues work to run after the transaction commits. */
export type Later = (job: () => void) => void;

/** Issues a confirmation token, stamps confirmation_sent_at and queues the sign-up (or invite) e-mail. */
export async function sendConfirmation(
  ctx: EmulatorContext,
  tx: Tx,
  later: Later,
  user: UserRow,
  redirectTo?: string,
  kind: 'signup' | 'invite' = 'signup',
): Promise<void> {
  const email = user.email as string;
  if (kind !== 'invite') ctx.authLimits.email(email);
  const token = await issueToken(tx, user.id, 'confirmation_token', email);
  await updateUser(tx, user.id, { confirmation_sent_at: NOW, ...(kind === 'invite' ? { invited_at: NOW } : {}) });
  later(() => sendAuthMail(ctx, email, kind, token, redirectTo));
}

/** Issues a recovery-slot token (recovery or magic link), stamps recovery_sent_at and queues the e-mail. */
export async function sendRecoveryLike(
  ctx: EmulatorContext,
  tx: Tx,
  later: Later,
  user: UserRow,
  kind: 'recovery' | 'magiclink',
  redirectTo?: string,
): Promise<void> {
  const email = user.email as string;
  ctx.authLimits.email(email);
  const token = await issueToken(tx, user.id, 'recovery_token', email);
  await updateUser(tx, user.id, { recovery_sent_at: NOW });
  later(() => sendAuthMail(ctx, email, kind, token, redirectTo));
}
