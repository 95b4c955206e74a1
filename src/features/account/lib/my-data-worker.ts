/**
 * The worker that builds "Download my data"'s ZIP (../api/export-my-data.ts starts it with
 * `new Worker(new URL(...), { type: 'module' })`): it keeps the rows and photos the page sends and, on `build`,
 * writes the JSON, the CSV and the ZIP off the main thread, then hands the bytes back (transferred, not copied).
 */
import { MyDataZip, type MyDataZipAnswer, type MyDataZipRequest } from './my-data-zip';

/** Answers the page (the app's types are the page's DOM, not the webworker lib: `self` types as a window, whose postMessage takes the same options). */
const answer = (message: MyDataZipAnswer, transfer: Transferable[] = []) => self.postMessage(message, { transfer });
const zip = new MyDataZip();

self.onmessage = (event: MessageEvent<MyDataZipRequest>) => {
  const m = event.data;
  if (m.kind === 'rows') zip.addRows(m.table, m.rows);
  else if (m.kind === 'photo') zip.addPhoto(m.path, m.bytes);
  else
    zip.build(m.readme, m.meta).then(
      (bytes) => answer({ kind: 'zip', bytes }, [bytes.buffer]),
      (e: unknown) => answer({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
};
