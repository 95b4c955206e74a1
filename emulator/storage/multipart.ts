/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export class MultipartError extends Error {}

/** The boundary parameter of a multipart/form-data content-type, or undefined. */
export function boundaryOf(contentType: string): string | undefined {
  if (!/^multipart\/form-data\b/i.test(contentType.trim())) return undefined;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : undefined;
}

function param(header: string, key: string): string | undefined {
  const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${key}=([^;\\s]+)`, 'i').exec(header);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2];
}

function parseHeaders(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

/** Splits a complete multipart/form-data body into its parts. Throws MultipartError when malformed. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new MultipartError('Multipart boundary not found');
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') return parts;
    if (body.subarray(pos, pos + 2).toString() !== '\r\n') throw new MultipartError('Malformed multipart delimiter');
    pos += 2;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw new MultipartError('Multipart part headers are not terminated');
    const headers = parseHeaders(body.subarray(pos, headerEnd).toString('utf8'));
    const dataStart = headerEnd + 4;
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), dataStart);
    if (next < 0) throw new MultipartError('Multipart body is not terminated');
    const disposition = headers['content-disposition'] ?? '';
    const name = param(disposition, 'name');
    if (name === undefined) throw new MultipartError('Multipart part has no name');
    parts.push({
      name,
      filename: param(disposition, 'filename'),
      contentType: headers['content-type'],
      data: body.subarray(dataStart, next),
    });
    pos = next + 2;
  }
}

/** The uploaded file of a Storage form: the part named "" (supabase-js), else the first part with a filename. */
export function pickFilePart(parts: readonly FormPart[]): FormPart | undefined {
  return parts.find((p) => p.name === '') ?? parts.find((p) => p.filename !== undefined);
}

/** The text value of the first non-file field called `name`. */
export function fieldValue(parts: readonly FormPart[], name: string): string | undefined {
  const part = parts.find((p) => p.name === name && p.filename === undefined);
  return part ? part.data.toString('utf8') : undefined;
}
