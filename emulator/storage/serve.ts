import type { Context } from 'hono';
import { noSuchKey } from './errors';
import type { FileStore } from './file-store';
import type { ObjectRow } from './objects';
import { rasterFamily } from './sniff';

/** No object is a document: no script, no plugins, no forms, opaque origin, whatever its type says. */
const OBJECT_CSP = "default-src 'none'; sandbox";

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends an object's bytes with its stored content-type, cache-control, etag, last-modified and
 * content-length; `?download[=name]` adds an attachment Content-Disposition, and so does anything that is
 * not a raster image. Every object carries nosniff and a sandboxing CSP. HEAD sends headers only.
 */
export async function serveObject(c: Context, files: FileStore, row: ObjectRow): Promise<Response> {
  const data = await files.read(row.bucket_id, row.name);
  if (!data) throw noSuchKey();
  const meta = row.metadata;
  const headers = new Headers({
    'Content-Type': meta?.mimetype ?? 'application/octet-stream',
    'Cache-Control': meta?.cacheControl ?? 'no-cache',
    'Content-Length': String(data.length),
    'Last-Modified': new Date(meta?.lastModified ?? row.updated_at).toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': OBJECT_CSP,
  });
  if (meta?.eTag) headers.set('ETag', meta.eTag);
  const download = c.req.query('download');
  if (download !== undefined || !rasterFamily(meta?.mimetype ?? '')) {
    headers.set('Content-Disposition', contentDisposition(download || (row.name.split('/').pop() ?? row.name)));
  }
  if (meta?.eTag && c.req.header('if-none-match') === meta.eTag) {
    headers.delete('Content-Length');
    return new Response(null, { status: 304, headers });
  }
  const body = c.req.method === 'HEAD' ? null : new Uint8Array(data);
  return new Response(body, { status: 200, headers });
}
