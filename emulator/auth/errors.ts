import { HttpError } from '../http-error';

/** GoTrue's API version header; with it the client reads `code` from error bodies. */
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/**
 * A GoTrue error: `{code, message}` for 2024-01-01 clients plus `error_code`/`msg` for older ones,
 * always with the API version header.
 */
export function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, { code, error_code: code, msg: message, message, ...extra }, { [API_VERSION_HEADER]: API_VERSION });
}

export const errors = {
  badJson: (detail: string) => authError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => authError(400, 'validation_failed', message),
  invalidEmail: () => authError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  weakPassword: () =>
    authError(422, 'weak_password', 'Password should be at least 6 characters.', { weak_password: { reasons: ['length'] } }),
  invalidCredentials: () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => authError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => authError(400, 'user_banned', 'User is banned'),
  userAlreadyExists: () => authError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => authError(422, 'email_exists', 'A user with this email address has already been registered'),
  samePassword: () => authError(422, 'same_password', 'New password should be different from the old password.'),
  refreshNotFound: () => authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  otpExpired: () => authError(403, 'otp_expired', 'Token has expired or is invalid'),
  noAuthorization: () => authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => authError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  sessionNotFound: () => authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userFromJwtMissing: () => authError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userNotFound: () => authError(404, 'user_not_found', 'User not found'),
  notAdmin: () => authError(403, 'not_admin', 'User not allowed'),
  notFound: () => authError(404, 'not_found', 'Not Found'),
};
