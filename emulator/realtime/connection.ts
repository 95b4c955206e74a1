import type { WebSocket } from 'ws';
import type { EmulatorContext } from '../context';
import type { RequestAuth } from '../db';
import { resolveRequestAuth } from '../request-auth';
import type { Binding, Channel } from './channel';
import { FilterError, parseFilter } from './filter';
import type { RealtimeHub } from './hub';
import { decodeBinary, decodeText, push, reply, type Message } from './protocol';

interface ChangeSpec {
  event?: unknown;
  schema?: unknown;
  table?: unknown;
  filter?: unknown;
}

let nextSocketId = 1;
let nextBindingId = 1;

/** Who a token speaks for; a missing token means anon. Throws on a bad or expired JWT. */
function authOf(token: string | undefined, ctx: EmulatorContext): RequestAuth {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  return resolveRequestAuth(headers, ctx.keys);
}

const reason = (e: unknown) => `InvalidJWTToken: ${e instanceof Error ? e.message : String(e)}`;

function toBindings(specs: ChangeSpec[]): Binding[] {
  return specs.map((s) => {
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const filter = str(s.filter);
    return {
      id: nextBindingId++,
      event: str(s.event) ?? '*',
      schema: str(s.schema) ?? 'public',
      table: str(s.table),
      filter,
      conditions: filter ? parseFilter(filter) : [],
    };
  });
}

/** One client socket: Phoenix frames in, replies and pushes out, handled strictly in order. */
export class Connection {
  private readonly id = nextSocketId++;
  private readonly channels = new Map<string, Channel>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly hub: RealtimeHub,
    private readonly ctx: EmulatorContext,
    private readonly apikey: string | undefined,
  ) {
    ws.on('message', (data, isBinary) => {
      const buf = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      const msg = isBinary ? decodeBinary(buf) : decodeText(buf.toString('utf8'));
      if (!msg) return;
      this.queue = this.queue.then(() => this.handle(msg)).catch(() => undefined);
    });
    ws.on('close', () => this.closeAll());
  }

  private send = (frame: string): void => {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  };

  private async handle(msg: Message): Promise<void> {
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.send(reply(msg, 'ok'));
      return;
    }
    switch (msg.event) {
      case 'phx_join':
        return this.join(msg);
      case 'phx_leave':
        this.leave(msg.topic);
        return this.send(reply(msg, 'ok'));
      case 'access_token':
        return this.refreshToken(msg);
      case 'broadcast':
        return this.broadcast(msg);
      default:
        if (msg.ref) this.send(reply(msg, 'ok'));
    }
  }

  private async join(msg: Message): Promise<void> {
    const payload = msg.payload;
    const token = typeof payload.access_token === 'string' ? payload.access_token : this.apikey;
    let auth: RequestAuth;
    try {
      auth = authOf(token, this.ctx);
    } catch (e) {
      return this.send(reply(msg, 'error', { reason: reason(e) }));
    }
    const config = (payload.config ?? {}) as { postgres_changes?: ChangeSpec[]; broadcast?: { self?: boolean; ack?: boolean } };
    const specs = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    let bindings: Binding[];
    try {
      bindings = toBindings(specs);
    } catch (e) {
      if (e instanceof FilterError) return this.send(reply(msg, 'error', { reason: e.message }));
      throw e;
    }
    if (bindings.length > 0) await this.hub.ensureTriggers();

    this.leave(msg.topic);
    const channel: Channel = {
      topic: msg.topic,
      bindings,
      auth,
      broadcastSelf: config.broadcast?.self === true,
      send: this.send,
      socketId: this.id,
    };
    this.channels.set(msg.topic, channel);
    this.hub.channels.add(channel);

    const response =
      bindings.length > 0 ? { postgres_changes: bindings.map(({ id, event, schema, table, filter }) => ({ id, event, schema, table, filter })) } : {};
    this.send(reply(msg, 'ok', response));
    if (bindings.length > 0) {
      this.send(push(msg.topic, 'system', { message: 'Subscribed to PostgreSQL', status: 'ok', extension: 'postgres_changes', channel: msg.topic.replace(/^realtime:/, '') }));
    }
  }

  /**
   * A new token for a joined channel: re-checked now; a bad one closes the channel. Changes already
   * notified are delivered under the old token first (the socket's next messages wait, in order).
   */
  private async refreshToken(msg: Message): Promise<void> {
    const channel = this.channels.get(msg.topic);
    const token = msg.payload.access_token;
    if (!channel || typeof token !== 'string' || token.startsWith('sb_')) return;
    await this.hub.settled();
    try {
      channel.auth = authOf(token, this.ctx);
    } catch (e) {
      this.send(push(msg.topic, 'system', { message: reason(e), status: 'error', extension: 'system', channel: msg.topic.replace(/^realtime:/, '') }));
      this.leave(msg.topic);
      this.send(push(msg.topic, 'phx_close', {}));
    }
  }

  private broadcast(msg: Message): void {
    const channel = this.channels.get(msg.topic);
    if (!channel) return;
    this.hub.broadcast(channel, msg.payload);
    if (msg.ref) this.send(reply(msg, 'ok'));
  }

  private leave(topic: string): void {
    const channel = this.channels.get(topic);
    if (!channel) return;
    this.channels.delete(topic);
    this.hub.channels.delete(channel);
  }

  private closeAll(): void {
    for (const topic of [...this.channels.keys()]) this.leave(topic);
  }
}
