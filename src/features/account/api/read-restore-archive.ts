import type { PreparedArchive } from '../lib/my-data-prepare';
import type { RestoreReadAnswer, RestoreReadRequest } from '../lib/restore-messages';

/**
 * Unpacks and checks the ZIP in a worker (../lib/my-data-restore-worker.ts), in the page where there is none,
 * for the player `userId` (the rows come back as JSON batches ready for them, see PreparedArchive).
 * Throws an Error whose message is for the player when the ZIP is refused.
 */
export async function readRestoreArchive(file: Blob, userId: string): Promise<PreparedArchive> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (typeof Worker === 'undefined') {
    const [{ readMyDataArchive }, { prepareArchive }] = await Promise.all([
      import('../lib/my-data-read'),
      import('../lib/my-data-prepare'),
    ]);
    return prepareArchive(await readMyDataArchive(bytes), userId);
  }
  const worker = new Worker(new URL('../lib/my-data-restore-worker.ts', import.meta.url), { type: 'module', name: 'my-data-restore' });
  try {
    return await new Promise<PreparedArchive>((resolve, reject) => {
      worker.onerror = (e) => {
        e.preventDefault();
        reject(new Error('The ZIP could not be read in this browser'));
      };
      worker.onmessage = (e: MessageEvent<RestoreReadAnswer>) =>
        e.data.kind === 'archive' ? resolve(e.data.archive) : reject(new Error(e.data.message));
      const request: RestoreReadRequest = { bytes, userId };
      worker.postMessage(request, [bytes.buffer]);
    });
  } finally {
    worker.terminate();
  }
}
