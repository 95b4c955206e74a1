import { beforeEach } from 'vitest';
import { installTestClock, setTestClock, testClockInstant } from '../../emulator/test-clock.mjs';

/** How long before the instant a file's set-up (emulators, fixtures) runs: longer than any set-up takes. */
export const SETUP_LEAD_MS = 10 * 60_000;

/**
 * For the setup files: under SPT_TEST_CLOCK=<instant> (scripts/clock-check.ts) a test file's set-up runs a
 * little before the instant and its first test starts exactly at it; the clock runs on from there, as the
 * real one does, so the file's tests cross the boundary that follows. The clock moves forward only (a slow
 * set-up); its emulators' now() reads the same clock (emulator/test-clock.mjs).
 */
export function pinTestFileClock(): void {
  const instant = testClockInstant();
  if (instant === undefined) return;
  installTestClock();
  setTestClock(instant - SETUP_LEAD_MS);
  let started = false;
  beforeEach(() => {
    if (started) return;
    started = true;
    if (Date.now() < instant) setTestClock(instant);
  });
}
