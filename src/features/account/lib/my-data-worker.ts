/**
 * The worker that builds "Download my data"'s ZIP (../api/export-my-data.ts starts it with
 * `new Worker(new URL(...), { type: 'module' })`): it keeps the rows and photos the page sends and, on `build`,
 * writes the JSON, the CSV and the ZIP off the main thread, then hands the bytes back (transferred, not copied).
 */
import { MyDataZip, type MyDataZipAnswer, type MyDataZipRequest } from './my-data-zip';

/** The worker's global scope (the app's types are the page's DOM, not the webworker lib). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<MyDataZipRequest>) => void) | null;
  postMessage(message: MyDataZipAnswer, transfer?: Transferable[]): void;
};
const zip = new MyDataZip();

scope.onmessage = (event: MessageEvent<MyDataZipRequest>) => {
  const m = event.data;
  if (m.kind === 'rows') zip.addRows(m.table, m.rows);
  else if (m.kind === 'photo') zip.addPhoto(m.path, m.bytes);
  else
    zip.build(m.readme, m.meta).then(
      (bytes) => scope.postMessage({ kind: 'zip', bytes }, [bytes.buffer]),
      (e: unknown) => scope.postMessage({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
};
