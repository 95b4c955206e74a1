import type { WriteMeta } from './write-errors';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}
