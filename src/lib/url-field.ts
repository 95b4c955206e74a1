import { z } from 'zod';
import { isSafeUrl, URL_MESSAGES, type UrlKind } from './safe-url';

/** A form field for an optional URL of this kind: '' (none) or a value that passes the rule, trimmed. */
export function optionalUrlField(kind: UrlKind) {
  return z
    .string()
    .trim()
    .refine((v) => v === '' || isSafeUrl(v, kind), { message: URL_MESSAGES[kind] });
}
