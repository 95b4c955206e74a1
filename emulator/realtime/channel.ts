import type { RequestAuth } from '../db';
import type { Condition } from './filter';

/** One postgres_changes binding of a joined channel, with the id the join reply gave it. */
export interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  conditions: Condition[];
}

/** What the hub needs to know about a joined channel. */
export interface Channel {
  topic: string;
  bindings: Binding[];
  auth: RequestAuth;
  broadcastSelf: boolean;
  /** Sends a text frame on the channel's socket. */
  send(frame: string): void;
  /** Identifies the socket, so broadcasts can skip the sender. */
  socketId: number;
}

/** Whether a binding wants this change (event, schema and table; filters are checked apart). */
export function bindingWants(b: Binding, type: string, schema: string, table: string): boolean {
  const event = b.event.toUpperCase();
  if (event !== '*' && event !== type) return false;
  if (b.schema !== '*' && b.schema !== schema) return false;
  return b.table === undefined || b.table === '*' || b.table === table;
}
