/**
 * The emulator's database thread: owns the PGlite instance and answers the main thread's messages
 * (see `WorkerDb` in db-thread.ts). HTTP, routing, JWTs, REST planning and JSON stay on the main
 * thread, so the two halves of a request run on two cores.
 *
 * Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of the process
 * that starts it (tsx, Vitest), and this file needs nothing but PGlite.
 *
 * Messages in: { id, op, ... }; out: { id, ok: true, value } | { id, ok: false, error } and
 * { notify: listenerId, payload } for LISTEN callbacks. Transactions keep PGlite's own semantics:
 * `begin` answers once PGlite has taken its transaction lock (every other query waits behind it),
 * the transaction's statements run on its `tx`, and `end` commits (or rolls back) and answers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { installTestClock } from './test-clock.mjs';

const port = parentPort;
if (!port) throw new Error('db-worker.mjs runs as a worker thread');

/** A thrown value as plain data: message, stack and every primitive field (code, detail, hint, …). */
function serializeError(e) {
  if (!(e instanceof Error)) return { message: String(e), fields: {} };
  const fields = {};
  for (const [k, v] of Object.entries(e)) {
    if (v === undefined || v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  }
  return { message: e.message, name: e.name, stack: e.stack, fields };
}

const { dataDir, loadDataDir, clock } = workerData ?? {};
// The tests' clock (test-clock.mjs), shared with the thread that started this one: now() reads it.
if (clock) installTestClock(clock);
const ready = PGlite.create({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
});

/** Open transactions by id: the PGlite tx and how to end its callback. */
const txs = new Map();
/** LISTEN registrations by id: their unlisten functions. */
const listeners = new Map();

function txOf(msg) {
  const t = txs.get(msg.txId);
  if (!t) throw new Error('Transaction is closed');
  return t.tx;
}

/** Starts a PGlite transaction whose callback lasts until `end`; resolves once it has begun. */
function begin(db, msg) {
  return new Promise((resolve, reject) => {
    const t = {};
    t.done = new Promise((commit, abort) => Object.assign(t, { commit, abort }));
    t.outcome = db
      .transaction(async (tx) => {
        t.tx = tx;
        txs.set(msg.txId, t);
        resolve();
        await t.done;
      })
      .finally(() => txs.delete(msg.txId));
    // Before the callback ran, a failure is begin's; after it, `end` reports it.
    t.outcome.catch(reject);
  });
}

async function end(msg) {
  const t = txs.get(msg.txId);
  if (!t) throw new Error('Transaction is closed');
  if (msg.commit) t.commit();
  else t.abort(new Error('rolled back by the caller'));
  try {
    await t.outcome;
  } catch (e) {
    if (msg.commit) throw e;
  }
  return undefined;
}

async function handle(msg) {
  const db = await ready;
  switch (msg.op) {
    case 'ready':
      return undefined;
    case 'query':
      return msg.txId !== undefined ? txOf(msg).query(msg.sql, msg.params, msg.options) : db.query(msg.sql, msg.params, msg.options);
    case 'exec':
      return msg.txId !== undefined ? txOf(msg).exec(msg.sql, msg.options) : db.exec(msg.sql, msg.options);
    case 'execLastRow': {
      // A REST read: only the last statement's first row crosses the thread boundary.
      const results = await db.exec(msg.sql);
      return results[results.length - 1]?.rows[0];
    }
    case 'begin':
      return begin(db, msg);
    case 'rollback':
      return txOf(msg).rollback();
    case 'end':
      return end(msg);
    case 'listen': {
      const unlisten = await db.listen(msg.channel, (payload) => port.postMessage({ notify: msg.listenerId, payload }));
      listeners.set(msg.listenerId, unlisten);
      return undefined;
    }
    case 'unlisten': {
      const unlisten = listeners.get(msg.listenerId);
      listeners.delete(msg.listenerId);
      return unlisten?.();
    }
    case 'dumpDataDir': {
      const file = await db.dumpDataDir(msg.compression);
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'close':
      return db.close();
    default:
      throw new Error(`db-worker: unknown op ${msg.op}`);
  }
}

port.on('message', (msg) => {
  handle(msg).then(
    (value) => {
      try {
        port.postMessage({ id: msg.id, ok: true, value }, value instanceof Uint8Array ? [value.buffer] : []);
      } catch (e) {
        port.postMessage({ id: msg.id, ok: false, error: serializeError(e) });
      }
    },
    (e) => port.postMessage({ id: msg.id, ok: false, error: serializeError(e) }),
  );
});
