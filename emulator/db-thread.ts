import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Db, DbTx, OpenOptions } from './db';
import { testClockCell } from './test-clock.mjs';

/** A database error as the worker sends it: message, stack and its primitive fields (code, detail, hint, …). */
interface WireError {
  message: string;
  name?: string;
  stack?: string;
  fields: Record<string, unknown>;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError } | { notify: number; payload: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The worker's error rebuilt on this thread, with the same fields PGlite's DatabaseError carries. */
function rebuildError(wire: WireError): Error {
  const e = new Error(wire.message);
  Object.assign(e, wire.fields);
  if (wire.name) e.name = wire.name;
  e.stack = `${wire.stack ?? `Error: ${wire.message}`}\n    at <database thread>`;
  return e;
}

/**
 * PGlite in a worker thread (db-worker.mjs), seen from the main thread through the part of PGlite's
 * interface the emulator uses: query, exec, transaction (one at a time; every other statement waits,
 * as PGlite's own lock does), listen and close. Values cross by structured clone, so rows keep
 * PGlite's parsed types (Date, bigint, Uint8Array). While the database thread runs Postgres, this
 * thread parses HTTP, checks JWTs, plans the next request and writes answers: two cores instead of one.
 */
export class WorkerDb implements Db {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private next = 1;
  private dead: Error | null = null;
  private closing: Promise<void> | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: Reply) => {
      if ('notify' in m) {
        this.listeners.get(m.notify)?.(m.payload);
        return;
      }
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.ok) p.resolve(m.value);
      else p.reject(rebuildError(m.error));
    });
    const fail = (e: Error) => {
      this.dead ??= e;
      for (const p of this.pending.values()) p.reject(this.dead);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread exited (code ${code})`)));
    // Idle, the thread keeps nothing alive (an emulator that is not closed must not hang a test run);
    // a request in flight does.
    worker.unref();
  }

  /** Starts the database thread and waits until PGlite is open (and `loadDataDir` loaded). */
  static async open(opts: OpenOptions = {}): Promise<WorkerDb> {
    const load = opts.loadDataDir ? new Uint8Array(await opts.loadDataDir.arrayBuffer()) : undefined;
    const worker = new Worker(new URL('./db-worker.mjs', import.meta.url), {
      // The tests' clock, when one is installed (test-clock.mjs): the thread's now() reads the same one.
      workerData: { dataDir: opts.dataDir, loadDataDir: load, clock: testClockCell() },
      transferList: load ? [load.buffer as ArrayBuffer] : [],
    });
    const db = new WorkerDb(worker);
    try {
      await db.call({ op: 'ready' });
    } catch (e) {
      await worker.terminate();
      throw e;
    }
    return db;
  }

  private call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      try {
        this.worker.postMessage({ ...msg, id });
      } catch (e) {
        // A value structured clone cannot copy (a function, a symbol): the caller's error, nothing sent.
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        reject(e as Error);
      }
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, options });
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.call({ op: 'exec', sql, options });
  }

  /** `exec(sql)`'s last result's first row, and nothing else across the thread boundary (REST reads). */
  execLastRow<R>(sql: string): Promise<R | undefined> {
    return this.call({ op: 'execLastRow', sql });
  }

  async transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T> {
    const txId = this.next++;
    await this.call({ op: 'begin', txId });
    let closed = false;
    const open = () => (closed ? Promise.reject(new Error('Transaction is closed')) : null);
    const tx: DbTx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        open() ?? this.call<Results<R>>({ op: 'query', txId, sql, params, options }),
      exec: (sql: string, options?: QueryOptions) => open() ?? this.call<Results[]>({ op: 'exec', txId, sql, options }),
      rollback: async () => {
        await (open() ?? this.call({ op: 'rollback', txId }));
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      closed = true;
      await this.call({ op: 'end', txId, commit: false }).catch(() => undefined);
      throw e;
    }
    closed = true;
    await this.call({ op: 'end', txId, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenerId = this.next++;
    this.listeners.set(listenerId, callback);
    await this.call({ op: 'listen', channel, listenerId });
    return async () => {
      this.listeners.delete(listenerId);
      await this.call({ op: 'unlisten', listenerId });
    };
  }

  /** PGlite's dumpDataDir, made on the database thread. */
  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File> {
    const bytes = await this.call<Uint8Array>({ op: 'dumpDataDir', compression });
    return new File([bytes as Uint8Array<ArrayBuffer>], 'pgdata.tar', { type: 'application/x-tar' });
  }

  /** Closes PGlite (flushing its data directory) and ends the thread. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        if (!this.dead) await this.call({ op: 'close' });
      } finally {
        this.dead ??= new Error('The database is closed');
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }
}

/** PGlite on its own worker thread (what a served emulator uses), same options as openDatabase in db.ts. */
export function openWorkerDatabase(opts: OpenOptions = {}): Promise<WorkerDb> {
  return WorkerDb.open(opts);
}
