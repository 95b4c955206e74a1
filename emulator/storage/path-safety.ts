import path from 'node:path';
import { invalidKey } from './errors';

/** A bucket id and an object key, decoded and checked. */
export interface ObjectRef {
  bucket: string;
  key: string;
}

const MAX_KEY_LENGTH = 1024;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidKey(raw, 'malformed percent-encoding');
  }
}

/** Throws InvalidKey unless `key` is a safe relative object name: no traversal, no empty segment. */
export function checkKey(key: string): string {
  if (key === '') throw invalidKey(key, 'empty key');
  if (key.length > MAX_KEY_LENGTH) throw invalidKey(key, 'key is too long');
  if (CONTROL.test(key)) throw invalidKey(key, 'control characters are not allowed');
  if (key.includes('\\')) throw invalidKey(key, 'backslashes are not allowed');
  if (key.startsWith('/') || /^[A-Za-z]:/.test(key)) throw invalidKey(key, 'absolute paths are not allowed');
  for (const segment of key.split('/')) {
    if (segment === '') throw invalidKey(key, 'empty path segments are not allowed');
    if (segment === '..' || segment === '.') throw invalidKey(key, `"${segment}" segments are not allowed`);
  }
  return key;
}

/** Throws InvalidKey unless `id` can be one directory name under the storage root. */
export function checkBucketId(id: string): string {
  if (id === '' || id.includes('/') || id.includes('\\') || CONTROL.test(id) || id.startsWith('.')) {
    throw invalidKey(id, 'invalid bucket id');
  }
  return id;
}

/** Decodes one raw (percent-encoded) path segment naming a bucket. */
export function parseBucketSegment(raw: string): string {
  return checkBucketId(decode(raw));
}

/** Decodes a raw `bucket/key…` remainder of a URL path (still percent-encoded) and checks both parts. */
export function parseObjectPath(raw: string): ObjectRef {
  const slash = raw.indexOf('/');
  if (slash <= 0) throw invalidKey(decode(raw), 'expected bucket/path');
  return { bucket: parseBucketSegment(raw.slice(0, slash)), key: checkKey(decode(raw.slice(slash + 1))) };
}

/** Checks a list prefix (a folder, possibly with a trailing slash, or empty). */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  return checkKey(prefix.replace(/\/+$/, '')) + (prefix.endsWith('/') ? '/' : '');
}

/** The absolute file path of an object, asserted (after path.resolve) to stay inside `root`. */
export function resolveInside(root: string, bucket: string, key: string): string {
  const base = path.resolve(root);
  const target = path.resolve(base, checkBucketId(bucket), ...checkKey(key).split('/'));
  if (!target.startsWith(base + path.sep)) throw invalidKey(key, 'path escapes the storage directory');
  return target;
}
