import * as z from 'zod/mini';

/** One event of the player's own security history (get_my_security_history). */
export const securityEventSchema = z.object({
  id: z.string(),
  occurred_at: z.string(),
  action: z.string(),
  ip: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  detail: z.pipe(
    z.nullable(z.record(z.string(), z.unknown())),
    z.transform((d) => d ?? {}),
  ),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

/**
 * What happened, in the player's words, from the auth log's action and its details (the actions GoTrue writes). A
 * sign-in from an e-mail is said as a code or a link: the log does not tell which one was used (a sign-up confirmed
 * with the code is one). A wrong two-step code is the failed sign-in the log holds (GoTrue writes none for a wrong
 * password). An action without words here is said in plain words rather than as the log's name.
 */
export function securityEventLabel(e: Pick<SecurityEvent, 'action' | 'detail'>): string {
  const d = e.detail;
  switch (e.action) {
    case 'login':
      return d.method === 'otp' ? 'Signed in with a code or link from an e-mail' : 'Signed in';
    case 'mfa_code_login':
      return 'Signed in with a two-step code';
    case 'logout':
      return d.scope === 'global' ? 'Signed out everywhere' : d.scope === 'others' ? 'Signed out everywhere else' : 'Signed out';
    case 'user_signedup':
      return 'Account created';
    case 'user_confirmation_requested':
      return 'Sign-up confirmation e-mail sent';
    case 'user_repeated_signup':
      return 'Sign-up tried again with this e-mail address';
    case 'user_updated_password':
      return 'Password changed';
    case 'user_modified':
      return d.email_change_requested ? 'E-mail change requested' : d.email_changed ? 'E-mail address changed' : 'Account details changed';
    case 'user_recovery_requested':
      return 'Password reset e-mail sent';
    case 'user_reauthenticate_requested':
      return 'Confirmation code sent to change a setting';
    case 'factor_in_progress':
      return 'Two-step sign-in set-up started';
    case 'verification_attempted':
      if (d.result === 'rejected') return 'Sign-in failed: wrong two-step code';
      return d.enrolled ? 'Two-step sign-in turned on' : 'Two-step code accepted';
    case 'factor_unenrolled':
      return 'Two-step sign-in turned off';
    case 'factor_deleted':
      return 'Authenticator removed by support';
    case 'preparer_link_opened':
      return typeof d.tax_year === 'number' ? `Your ${d.tax_year} tax year link was opened` : 'Your tax year link was opened';
    default:
      return e.action ? `${e.action[0].toUpperCase()}${e.action.slice(1).replaceAll('_', ' ')}` : 'Account event';
  }
}

/** Events that ask the player to look twice (a sign-up with the player's address may be someone else's). */
export function isWarning(e: Pick<SecurityEvent, 'action' | 'detail'>): boolean {
  return (
    (e.action === 'verification_attempted' && e.detail.result === 'rejected') ||
    e.action === 'factor_deleted' ||
    e.action === 'user_repeated_signup'
  );
}
