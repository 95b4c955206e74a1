import { entityTooLarge } from './errors';

/**
 * Reads a request body chunk by chunk, counting bytes, and throws EntityTooLarge as soon as it
 * passes `limit` — before anything is stored. The rest of the body is left for the server to drain,
 * so the client still receives the error response.
 */
export async function readLimited(stream: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) throw entityTooLarge();
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}
