/**
 * The worker that unpacks and checks a "Restore my data" ZIP (../api/restore-my-data.ts starts it): unzip,
 * SHA-256 of every file, JSON of every table and the photo checks run here, off the page, and the result comes
 * back with the photo bytes and the rows' JSON (UTF-8 batches, the request bodies' part the page sends untouched)
 * transferred, not copied: no row object crosses to the page.
 */
import { ArchiveError, readMyDataArchive } from './my-data-read';
import { prepareArchive } from './my-data-prepare';
import type { RestoreReadAnswer, RestoreReadRequest } from './restore-messages';

/** Answers the page (the app's types are the page's DOM, not the webworker lib: `self` types as a window, whose postMessage takes the same options). */
const answer = (message: RestoreReadAnswer, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.onmessage = (event: MessageEvent<RestoreReadRequest>) => {
  readMyDataArchive(event.data.bytes)
    .then((read) => prepareArchive(read, event.data.userId))
    .then(
      (archive) =>
        answer({ kind: 'archive', archive }, [
          ...new Set([
            ...archive.batches.map((b) => b.json.buffer as ArrayBuffer),
            ...Object.values(archive.photos).map((p) => p.buffer as ArrayBuffer),
          ]),
        ]),
      (e: unknown) => answer({ kind: 'error', message: e instanceof Error ? e.message : String(e), refused: e instanceof ArchiveError }),
    );
};
