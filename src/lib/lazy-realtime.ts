/**
 * supabase-js builds a RealtimeClient (realtime-js and phoenix, ~16 kB gzipped) inside createClient, though
 * the app opens a channel only for a signed-in player, when the browser is idle after the first screen. The
 * app's build (scripts/vite-lazy-realtime.ts) hands supabase-js this stand-in instead: it keeps the token
 * supabase-js passes on at each sign-in, refresh and sign-out, and builds the real client, with that token,
 * at the first channel. realtime-js is fetched by `loadRealtime()`, which must have resolved before
 * `supabase.channel()` (it throws otherwise). Unit tests run supabase-js with the real client.
 */
import type {
  RealtimeChannel,
  RealtimeChannelOptions,
  RealtimeClient as RealClient,
  RealtimeClientOptions,
  RealtimeRemoveChannelResponse,
} from '@supabase/realtime-js';

let realtimeJs: typeof import('@supabase/realtime-js') | null = null;
let loading: Promise<void> | null = null;

/** Fetches realtime-js (once); `supabase.channel()` works once it has resolved. */
export function loadRealtime(): Promise<void> {
  loading ??= import('@supabase/realtime-js').then((m) => {
    realtimeJs = m;
  });
  return loading;
}

/** The part of realtime-js's RealtimeClient that supabase-js calls. */
export class RealtimeClient {
  private real: RealClient | null = null;
  /** The argument of supabase-js's last setAuth before the real client existed. */
  private auth: { token: string | null } | null = null;

  private readonly endPoint: string;
  private readonly options: RealtimeClientOptions | undefined;

  constructor(endPoint: string, options?: RealtimeClientOptions) {
    this.endPoint = endPoint;
    this.options = options;
  }

  private client(): RealClient {
    if (!this.real) {
      if (!realtimeJs) throw new Error('Realtime is not loaded: await loadRealtime() before supabase.channel()');
      this.real = new realtimeJs.RealtimeClient(this.endPoint, this.options);
      if (this.auth) this.real.setAuth(this.auth.token).catch((error: unknown) => console.error('Realtime auth failed', error));
    }
    return this.real;
  }

  setAuth(token: string | null = null): Promise<void> {
    if (this.real) return this.real.setAuth(token);
    this.auth = { token };
    return Promise.resolve();
  }

  channel(topic: string, params?: RealtimeChannelOptions): RealtimeChannel {
    return this.client().channel(topic, params);
  }

  getChannels(): RealtimeChannel[] {
    return this.real?.getChannels() ?? [];
  }

  removeChannel(channel: RealtimeChannel): Promise<RealtimeRemoveChannelResponse> {
    return this.real ? this.real.removeChannel(channel) : Promise.resolve('ok');
  }

  removeAllChannels(): Promise<RealtimeRemoveChannelResponse[]> {
    return this.real ? this.real.removeAllChannels() : Promise.resolve([]);
  }
}
