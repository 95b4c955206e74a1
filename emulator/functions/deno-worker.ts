/**
 * Runs inside a Deno Web Worker (one per function version, so every reload gets a fresh module
 * graph, dependencies included). Replaces `Deno.serve` before importing the function, then serves
 * the captured handler on its own loopback port and reports that port to the host.
 * Runs under Deno, not Node: the declarations below are the few Deno APIs it uses.
 */
export {};

type Handler = (req: Request, info: unknown) => Response | Promise<Response>;
interface ServeOptions {
  port?: number;
  hostname?: string;
  handler?: Handler;
  onListen?: (addr: { port: number }) => void;
  onError?: (error: unknown) => Response | Promise<Response>;
}
interface DenoLike {
  serve: (options: ServeOptions, handler: Handler) => unknown;
}
declare const Deno: DenoLike;
declare const self: {
  postMessage(message: unknown): void;
  onmessage: ((e: MessageEvent<{ entry: string }>) => void) | null;
};

const realServe = Deno.serve.bind(Deno);
let served = false;

const errorMessage = (e: unknown) => (e instanceof Error ? e.message : String(e));
const jsonError = (e: unknown) =>
  new Response(JSON.stringify({ error: errorMessage(e) }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

function serveCaptured(handler: Handler, onError?: ServeOptions['onError']): unknown {
  if (served) throw new Error('Deno.serve was called more than once');
  served = true;
  const wrapped: Handler = async (req, info) => {
    try {
      return await handler(req, info);
    } catch (e) {
      if (onError) {
        try {
          return await onError(e);
        } catch (inner) {
          return jsonError(inner);
        }
      }
      return jsonError(e);
    }
  };
  return realServe(
    {
      port: 0,
      hostname: '127.0.0.1',
      onListen: ({ port }) => self.postMessage({ type: 'listening', port }),
      onError: jsonError,
    },
    wrapped,
  );
}

/** Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ handler, ...options }). */
function captureServe(a: Handler | ServeOptions, b?: Handler): unknown {
  if (typeof a === 'function') return serveCaptured(a);
  const handler = b ?? a.handler;
  if (typeof handler !== 'function') throw new TypeError('Deno.serve: no handler given');
  return serveCaptured(handler, a.onError);
}

Object.defineProperty(Deno, 'serve', { value: captureServe, writable: true, configurable: true });

self.onmessage = async (e) => {
  try {
    const mod = (await import(e.data.entry)) as { default?: { fetch?: Handler } };
    if (!served && typeof mod.default?.fetch === 'function') serveCaptured(mod.default.fetch.bind(mod.default));
    if (!served) throw new Error('The function did not call Deno.serve');
  } catch (err) {
    self.postMessage({ type: 'error', message: errorMessage(err) });
  }
};
