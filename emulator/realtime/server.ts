import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { EmulatorContext } from '../context';
import { resolveRequestAuth } from '../request-auth';
import { Connection } from './connection';
import { RealtimeHub } from './hub';

export const REALTIME_PATH = '/realtime/v1/websocket';

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Not Found'}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** /realtime/v1/websocket — Phoenix channels with postgres_changes and broadcast. */
export function attachRealtime(server: Server, ctx: EmulatorContext): void {
  const wss = new WebSocketServer({ noServer: true });
  const hub = new RealtimeHub(ctx);

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) {
      if (server.listeners('upgrade').length === 1) refuse(socket, 404, 'Not found');
      return;
    }
    const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined) ?? undefined;
    if (apikey) {
      try {
        resolveRequestAuth(new Headers({ apikey }), ctx.keys);
      } catch {
        return refuse(socket, 403, 'Invalid API key');
      }
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      new Connection(ws, hub, ctx, apikey);
      hub.start().catch(() => undefined);
    });
  });

  ctx.onClose.push(async () => {
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    await hub.close();
  });
}
