/** Phoenix v2 serializer: text frames are JSON arrays [join_ref, ref, topic, event, payload]. */
export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const KIND_USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

export function decodeText(text: string): Message | null {
  let arr: unknown;
  try {
    arr = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(arr) || arr.length !== 5 || typeof arr[2] !== 'string' || typeof arr[3] !== 'string') return null;
  const [joinRef, ref, topic, event, payload] = arr as [unknown, unknown, string, string, unknown];
  return {
    joinRef: typeof joinRef === 'string' ? joinRef : null,
    ref: typeof ref === 'string' ? ref : null,
    topic,
    event,
    payload: payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {},
  };
}

/**
 * A client broadcast in realtime-js's binary frame (kind 3): header lengths, then join_ref, ref,
 * topic, user event, metadata, then the payload (JSON or raw bytes). Returned as a `broadcast` message.
 */
export function decodeBinary(buf: Buffer): Message | null {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = buf.subarray(1, 7);
  let offset = 7;
  const take = (n: number) => {
    const s = buf.subarray(offset, offset + n).toString('latin1');
    offset += n;
    return s;
  };
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const userEvent = take(eventLen);
  const meta = take(metaLen);
  const raw = buf.subarray(offset);
  let payload: unknown;
  try {
    payload = encoding === JSON_ENCODING ? JSON.parse(raw.toString('utf8')) : raw;
  } catch {
    return null;
  }
  const body: Record<string, unknown> = { type: 'broadcast', event: userEvent, payload };
  if (meta) body.meta = JSON.parse(meta) as unknown;
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: body };
}

export function encode(m: Message): string {
  return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
}

/** The reply to a client push: same refs and topic, event phx_reply. */
export function reply(to: Message, status: 'ok' | 'error', response: Record<string, unknown> = {}): string {
  return encode({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
}

/** A server push: null refs (a non-matching join_ref makes the client drop the frame). */
export function push(topic: string, event: string, payload: Record<string, unknown>): string {
  return encode({ joinRef: null, ref: null, topic, event, payload });
}
