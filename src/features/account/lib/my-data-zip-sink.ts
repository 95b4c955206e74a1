import type { MyDataZipAnswer, MyDataZipMeta, MyDataZipRequest } from './my-data-zip';

type Row = Record<string, unknown>;

/** Where the ZIP is built: a worker in the browser (./my-data-worker.ts), in the page where there is none. */
export interface ZipSink {
  rows(table: string, rows: Row[]): void;
  photo(path: string, bytes: Uint8Array): void;
  build(readme: string, meta: MyDataZipMeta): Promise<Uint8Array>;
  close(): void;
}

/** The worker when the browser has them (the page stays responsive), else the ZIP built here. */
export async function zipSink(): Promise<ZipSink> {
  if (typeof Worker === 'undefined') {
    const zip = new (await import('./my-data-zip')).MyDataZip();
    return {
      rows: (table, rows) => zip.addRows(table, rows),
      photo: (path, bytes) => zip.addPhoto(path, bytes),
      build: (readme, meta) => zip.build(readme, meta),
      close: () => undefined,
    };
  }
  const worker = new Worker(new URL('./my-data-worker.ts', import.meta.url), { type: 'module', name: 'my-data-zip' });
  // A worker that failed (could not load, out of memory) fails the export at its next step, with a clear message.
  let failed: Error | null = null;
  const failure = new Promise<never>((_, reject) => {
    worker.onerror = (e) => {
      e.preventDefault();
      failed = new Error('The ZIP could not be built in this browser');
      reject(failed);
    };
  });
  failure.catch(() => undefined);
  const send = (m: MyDataZipRequest, transfer: Transferable[] = []) => {
    if (failed) throw failed;
    worker.postMessage(m, transfer);
  };
  return {
    rows: (table, rows) => send({ kind: 'rows', table, rows }),
    photo: (path, bytes) => send({ kind: 'photo', path, bytes }, [bytes.buffer]),
    build: (readme, meta) =>
      Promise.race([
        failure,
        new Promise<Uint8Array>((resolve, reject) => {
          worker.onmessage = (e: MessageEvent<MyDataZipAnswer>) =>
            e.data.kind === 'zip' ? resolve(e.data.bytes) : reject(new Error(`The ZIP could not be built: ${e.data.message}`));
          send({ kind: 'build', readme, meta });
        }),
      ]),
    close: () => worker.terminate(),
  };
}
