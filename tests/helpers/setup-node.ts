// Node 20 has no global WebSocket; supabase-js's realtime client needs one at createClient time.
import WebSocket from 'ws';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
