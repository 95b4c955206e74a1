import { describe, expect, it } from 'vitest';
import { boundaryOf, fieldValue, MultipartError, parseMultipart, pickFilePart } from './multipart';

async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

describe('parseMultipart', () => {
  it('reads the fields and the empty-named file part supabase-js sends', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('metadata', JSON.stringify({ a: 1 }));
    const bytes = new Uint8Array([0, 13, 10, 45, 45, 255]);
    form.append('', new Blob([bytes], { type: 'image/png' }));
    const { body, contentType } = await encode(form);
    const parts = parseMultipart(body, boundaryOf(contentType)!);
    expect(fieldValue(parts, 'cacheControl')).toBe('3600');
    expect(fieldValue(parts, 'metadata')).toBe('{"a":1}');
    const file = pickFilePart(parts);
    expect(file).toMatchObject({ name: '', filename: 'blob', contentType: 'image/png' });
    expect(new Uint8Array(file!.data)).toEqual(bytes);
  });

  it('falls back to the first part with a filename', async () => {
    const form = new FormData();
    form.append('upload', new File(['hi'], 'a.txt', { type: 'text/plain' }));
    const { body, contentType } = await encode(form);
    expect(pickFilePart(parseMultipart(body, boundaryOf(contentType)!))).toMatchObject({ name: 'upload', filename: 'a.txt' });
  });

  it('rejects bodies without the boundary or with an unterminated part', () => {
    expect(() => parseMultipart(Buffer.from('nothing'), 'xyz')).toThrow(MultipartError);
    expect(() => parseMultipart(Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue'), 'xyz')).toThrow(MultipartError);
  });

  it('reads the boundary only from multipart/form-data', () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('text/plain; boundary=abc')).toBeUndefined();
  });
});
