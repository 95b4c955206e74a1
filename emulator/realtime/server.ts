import type { Server } from 'node:http';
import type { EmulatorContext } from '../context';

/** /realtime/v1/websocket — Phoenix channels with postgres_changes. */
export function attachRealtime(_server: Server, _ctx: EmulatorContext): void {
  // Not implemented yet.
}
