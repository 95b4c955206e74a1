import type { EmulatorContext } from '../context';
import { CHANGES_CHANNEL, installTriggers, setupCapture, takeChanges, type QueuedChange } from './capture';
import { bindingWants, type Channel } from './channel';
import { matchesFilter } from './filter';
import { push } from './protocol';
import { TableInfoCache, type TableInfo } from './table-info';
import { canSee } from './visibility';

function tokenExpired(channel: Channel): boolean {
  const exp = channel.auth.claims.exp;
  return typeof exp === 'number' && exp <= Date.now() / 1000;
}

function pick(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  return Object.fromEntries(columns.filter((c) => c in row).map((c) => [c, row[c]]));
}

/** The change as Realtime sends it: INSERT has no old_record, DELETE no record; old_record is PK-only unless REPLICA IDENTITY FULL. */
function changeData(change: QueuedChange, info: TableInfo): Record<string, unknown> {
  const data: Record<string, unknown> = {
    type: change.type,
    schema: change.schema_name,
    table: change.table_name,
    commit_timestamp: new Date(change.commit_timestamp).toISOString(),
    columns: info.columns.map(({ name, type }) => ({ name, type })),
  };
  if (change.record) data.record = change.record;
  if (change.old_record) data.old_record = info.replicaFull ? change.old_record : pick(change.old_record, info.primaryKey);
  data.errors = null;
  return data;
}

/**
 * Fans row changes out to joined channels. Changes come from the capture queue: a trigger queues
 * each row change and notifies; the hub drains the queue in order, one change at a time.
 */
export class RealtimeHub {
  readonly channels = new Set<Channel>();
  private ready: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private readonly tables: TableInfoCache;
  private readonly onCommit = () => void this.drain();

  constructor(private readonly ctx: EmulatorContext) {
    this.tables = new TableInfoCache(ctx.db);
  }

  /** Creates the queue and starts listening (once). */
  start(): Promise<void> {
    this.ready ??= (async () => {
      await setupCapture(this.ctx.db);
      this.unlisten = await this.ctx.db.listen(CHANGES_CHANNEL, this.onCommit);
      this.ctx.afterCommit.add(this.onCommit);
    })();
    return this.ready;
  }

  /** Capture triggers for tables added to the publication since the last look. */
  async ensureTriggers(): Promise<void> {
    await this.start();
    await installTriggers(this.ctx.db);
  }

  /** Delivers every queued change, in order; a call while a drain runs makes it go round once more. */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          for (const change of await takeChanges(this.ctx.db)) await this.deliver(change);
        } while (this.again);
      } catch (e) {
        if (this.ctx.config.verbose) console.error('[realtime] delivery failed', e);
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /**
   * Resolves once every change notified so far has been delivered. A channel's new token waits for it,
   * so changes committed before the token arrived are judged under the token they were committed under
   * (the database runs on its own thread: a delivery can still be in flight when the next message comes).
   */
  settled(): Promise<void> {
    return this.draining ?? Promise.resolve();
  }

  private async deliver(change: QueuedChange): Promise<void> {
    const { schema_name: schema, table_name: table, type } = change;
    const row = change.record ?? change.old_record ?? {};
    let info: TableInfo | null = null;
    for (const channel of [...this.channels]) {
      if (tokenExpired(channel)) {
        this.expire(channel);
        continue;
      }
      const ids = channel.bindings
        .filter((b) => bindingWants(b, type, schema, table) && matchesFilter(b.conditions, row))
        .map((b) => b.id);
      if (ids.length === 0) continue;
      info ??= await this.tables.get(schema, table, row);
      if (type !== 'DELETE' && !(await canSee(this.ctx.db, channel.auth, schema, table, info, row))) continue;
      if (!this.channels.has(channel)) continue;
      channel.send(push(channel.topic, 'postgres_changes', { ids, data: changeData(change, info) }));
    }
  }

  /** Like Realtime: a channel whose token expired gets a system error and is closed. */
  private expire(channel: Channel): void {
    this.channels.delete(channel);
    const name = channel.topic.replace(/^realtime:/, '');
    channel.send(push(channel.topic, 'system', { message: 'Token has expired', status: 'error', extension: 'system', channel: name }));
    channel.send(push(channel.topic, 'phx_close', {}));
  }

  /** A client broadcast: to every other channel on the topic, and the sender's when self is set. */
  broadcast(from: Channel, payload: Record<string, unknown>): void {
    const frame = push(from.topic, 'broadcast', payload);
    for (const channel of this.channels) {
      if (channel.topic !== from.topic) continue;
      if (channel.socketId === from.socketId && !from.broadcastSelf) continue;
      channel.send(frame);
    }
  }

  async close(): Promise<void> {
    this.ctx.afterCommit.delete(this.onCommit);
    this.channels.clear();
    await this.unlisten?.().catch(() => undefined);
  }
}
