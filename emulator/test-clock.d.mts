/** Types of test-clock.mjs (plain JavaScript, loaded by the database thread too). */
export function testClockCell(): BigInt64Array | undefined;
export function installTestClock(cell?: BigInt64Array): BigInt64Array;
export function setTestClock(instant: number): void;
export function testClockInstant(env?: Record<string, string | undefined>): number | undefined;
