import type { PreparedArchive } from './my-data-prepare';

/** Messages between the page and ./my-data-restore-worker.ts. */
export type RestoreReadRequest = { bytes: Uint8Array; userId: string };
export type RestoreReadAnswer = { kind: 'archive'; archive: PreparedArchive } | { kind: 'error'; message: string; refused: boolean };
