/**
 * A test clock: `Date` (and so PGlite's now(), which reads Date.now() through Emscripten) reads the
 * real clock plus an offset that the tests set, so a test run can be made to start at any instant
 * (xx:59:59, 23:59:59, a month's last second) and run on from there. Vitest's fake timers cannot do
 * this: PGlite runs on the emulator's database thread, which has a Date of its own.
 *
 * The offset lives in shared memory (one BigInt64 in a SharedArrayBuffer): the test process makes it,
 * the database thread is handed it (db-thread.ts) and installs the same clock, so both always agree,
 * and moving the clock moves both.
 *
 * Only tests install it: with `SPT_TEST_CLOCK=<ISO instant>` each test file's tests start at that instant
 * (tests/helpers/test-clock.ts; `scripts/clock-check.ts` runs the date-sensitive files so). Without it
 * nothing here runs.
 *
 * Plain JavaScript: the database thread (db-worker.mjs) runs without the TypeScript loader.
 */

const KEY = Symbol.for('slot-play-tracker.test-clock');

/** The installed clock's shared offset cell, or undefined when the real clock is in use. */
export function testClockCell() {
  return globalThis[KEY]?.cell;
}

/**
 * Replaces the global Date with one that reads the real clock plus the cell's offset (ms).
 * Installing twice keeps the first (a second cell is ignored).
 */
export function installTestClock(cell = new BigInt64Array(new SharedArrayBuffer(8))) {
  if (globalThis[KEY]) return globalThis[KEY].cell;
  const RealDate = globalThis.Date;
  const now = () => RealDate.now() + Number(Atomics.load(cell, 0));
  class TestDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(...args);
    }
    static now() {
      return now();
    }
    // A Date made by structured clone (a value from another thread) or before the install is still a Date.
    static [Symbol.hasInstance](value) {
      return value instanceof RealDate;
    }
  }
  // `Date()` called without new answers a string of now, as the real one does.
  const DateProxy = new Proxy(TestDate, { apply: () => new RealDate(now()).toString() });
  globalThis[KEY] = { cell, RealDate };
  globalThis.Date = DateProxy;
  return cell;
}

/** Sets the installed clock to read `instant` (ms since the epoch) now; it runs on from there. */
export function setTestClock(instant) {
  const clock = globalThis[KEY];
  if (!clock) throw new Error('setTestClock: no test clock is installed');
  Atomics.store(clock.cell, 0, BigInt(Math.round(instant - clock.RealDate.now())));
}

/** The instant SPT_TEST_CLOCK names (ms since the epoch), or undefined when the real clock is in use. */
export function testClockInstant(env = process.env) {
  const text = env.SPT_TEST_CLOCK;
  if (!text) return undefined;
  const instant = Date.parse(text);
  if (Number.isNaN(instant)) throw new Error(`SPT_TEST_CLOCK is not an instant: ${text}`);
  return instant;
}
