import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { readLimited } from './body';
import { entityTooLarge, invalidMimeType, invalidRequest, notTheClaimedImage } from './errors';
import { mimeAllowed } from './limits';
import { boundaryOf, fieldValue, MultipartError, parseMultipart, pickFilePart } from './multipart';
import type { ObjectMetadata } from './objects';
import { isImageBucket, rasterFamily, sniffRaster } from './sniff';

/** Room for multipart headers and fields on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** An upload read from the request, already checked against the bucket's size and MIME rules. */
export interface UploadBody {
  data: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadRules {
  limit: number;
  allowedMimeTypes: string[] | null;
}

function cacheControlOf(value: string | undefined): string {
  if (!value) return 'no-cache';
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value;
}

function parseUserMetadata(json: string | undefined): Record<string, unknown> | null {
  if (json === undefined || json === '') return null;
  try {
    const v: unknown = JSON.parse(json);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw invalidRequest('metadata must be a JSON object');
}

function checkMime(mime: string, rules: UploadRules): void {
  if (!mimeAllowed(mime, rules.allowedMimeTypes)) throw invalidMimeType(mime);
  // An image bucket takes raster images only: never SVG (script), whatever its allowed list says.
  if (isImageBucket(rules.allowedMimeTypes) && !rasterFamily(mime)) throw invalidMimeType(mime);
}

/** In an image bucket the first bytes must be the raster the upload claims (no polyglots, no renamed text). */
function checkContent(data: Buffer, mime: string, rules: UploadRules): void {
  if (isImageBucket(rules.allowedMimeTypes) && sniffRaster(data) !== rasterFamily(mime)) throw notTheClaimedImage(mime);
}

function tooLongByHeader(c: Context, max: number): boolean {
  const len = Number(c.req.header('content-length'));
  return Number.isFinite(len) && len > max;
}

/**
 * Reads a raw or multipart upload. Size and MIME rules are enforced while reading — the body is
 * counted chunk by chunk and refused as soon as it passes the limit — so nothing is stored on refusal.
 */
export async function readUploadBody(c: Context, rules: UploadRules): Promise<UploadBody> {
  const contentType = c.req.header('content-type') ?? '';
  const boundary = boundaryOf(contentType);
  if (boundary) {
    if (tooLongByHeader(c, rules.limit + MULTIPART_OVERHEAD)) throw entityTooLarge();
    const raw = await readLimited(c.req.raw.body, rules.limit + MULTIPART_OVERHEAD);
    let parts;
    try {
      parts = parseMultipart(raw, boundary);
    } catch (e) {
      if (e instanceof MultipartError) throw invalidRequest(e.message);
      throw e;
    }
    const file = pickFilePart(parts);
    if (!file) throw invalidRequest('No file part found in the multipart body');
    const mimetype = fieldValue(parts, 'contentType') || file.contentType || 'application/octet-stream';
    checkMime(mimetype, rules);
    if (file.data.length > rules.limit) throw entityTooLarge();
    checkContent(file.data, mimetype, rules);
    return {
      data: file.data,
      mimetype,
      cacheControl: cacheControlOf(fieldValue(parts, 'cacheControl')),
      userMetadata: parseUserMetadata(fieldValue(parts, 'metadata')),
    };
  }
  const mimetype = contentType || 'application/octet-stream';
  checkMime(mimetype, rules);
  const header = c.req.header('x-metadata');
  const userMetadata = parseUserMetadata(header ? Buffer.from(header, 'base64').toString('utf8') : undefined);
  if (tooLongByHeader(c, rules.limit)) throw entityTooLarge();
  const data = await readLimited(c.req.raw.body, rules.limit);
  checkContent(data, mimetype, rules);
  return { data, mimetype, cacheControl: cacheControlOf(c.req.header('cache-control')), userMetadata };
}

/** storage.objects.metadata for stored bytes. */
export function objectMetadata(body: UploadBody, now = new Date()): ObjectMetadata {
  return {
    eTag: `"${createHash('md5').update(body.data).digest('hex')}"`,
    size: body.data.length,
    mimetype: body.mimetype,
    cacheControl: body.cacheControl,
    lastModified: now.toISOString(),
    contentLength: body.data.length,
    httpStatusCode: 200,
  };
}
