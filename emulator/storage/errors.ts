import { HttpError } from '../http-error';

/**
 * Storage-shaped error: `{statusCode, code, error, message}`. Like Supabase Storage, the HTTP status
 * is 400 for every non-500 error; the real status travels only as the string `statusCode`.
 */
export function storageError(statusCode: string, code: string, error: string, message: string, httpStatus = 400): HttpError {
  return new HttpError(httpStatus, { statusCode, code, error, message });
}

export const noSuchKey = () => storageError('404', 'NoSuchKey', 'not_found', 'Object not found');
export const noSuchBucket = () => storageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const keyAlreadyExists = () => storageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists');
export const bucketAlreadyExists = () => storageError('409', 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
export const accessDenied = () =>
  storageError('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy');
export const entityTooLarge = () =>
  storageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size');
export const invalidMimeType = (mime: string) =>
  storageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`);
export const notTheClaimedImage = (mime: string) =>
  storageError('415', 'InvalidMimeType', 'invalid_mime_type', `The file content is not a valid ${mime} image`);
export const invalidKey = (key: string, reason: string) =>
  storageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${JSON.stringify(key)} (${reason})`);
export const invalidRequest = (message: string) => storageError('400', 'InvalidRequest', 'Invalid Input', message);
export const bucketNotEmpty = () =>
  storageError('409', 'InvalidRequest', 'Bucket not empty', 'The bucket you tried to delete is not empty');
export const keyConflict = () =>
  storageError('409', 'InvalidKey', 'Conflict', 'The key conflicts with an existing object or folder of the same name');

/** A signed-URL token that is malformed, badly signed, expired or for another object: HTTP 400. */
export const invalidSignedToken = (message: string) => storageError('400', 'InvalidJWT', 'InvalidJWT', message);

/** The request's own bearer JWT is bad: the explicit JWT check answers HTTP 403. */
export const invalidRequestJwt = (message: string) => storageError('403', 'InvalidJWT', 'Unauthorized', message, 403);

interface PgLikeError {
  code?: string;
}

/** Maps a Postgres error to the Storage error clients expect; unknown errors are rethrown as-is. */
export function fromPgError(e: unknown, onDuplicate: () => HttpError = keyAlreadyExists): unknown {
  const code = (e as PgLikeError | null)?.code;
  if (code === '42501') return accessDenied();
  if (code === '23505') return onDuplicate();
  if (code === '23503') return noSuchBucket();
  return e;
}
