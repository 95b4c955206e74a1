/**
 * The heavy player: one player with ten years of play — slot sessions, casino sessions with added
 * cash (some past midnight, some over several days) and W2G jackpots with a document photo each, stored in the
 * private w2g-images bucket as `<user_id>/<jackpot_id>.<ext>` the way the app stores them.
 *
 * Seeded and reproducible: the same parameters (seed and end date included) give the same rows, ids and bytes.
 * Rows go in as multi-row INSERTs in one transaction (seconds, not 40k REST calls).
 *
 * CLI: `node --import tsx scripts/decade-fixture.ts [--seed N] [--end YYYY-MM-DD] [--data-dir .data/db]`
 * loads the player into the emulator's database (applying the migrations and seed first if it is new).
 * Sign in as decade@slotplay.test / DemoPlayer123!.
 */
import { createHash } from 'node:crypto';
import { rgbPng } from './png';

export interface DecadeParams {
  seed: number;
  /** The last day of play (YYYY-MM-DD); the decade ends here. */
  endDate: string;
  years: number;
  /** Casino sessions (visits). */
  visits: number;
  slotSessions: number;
  jackpots: number;
}

export const DECADE_DEFAULTS: Omit<DecadeParams, 'endDate'> = { seed: 29, years: 10, visits: 10_000, slotSessions: 30_000, jackpots: 2_000 };

export const DECADE_PLAYER = { email: 'decade@slotplay.test', password: 'DemoPlayer123!' } as const;
/** bcrypt of DemoPlayer123! (the seed's demo hash). */
const PASSWORD_HASH = '$2a$10$15wn.8V24OTMxOnPvuFB0OehnDysrP9GA50RgBiReIy4aFrdTfUTa';
export const W2G_BUCKET = 'w2g-images';

/** The fixture's own casinos: [name, city, state, state withholding rate on a W2G]. The last one is archived. */
export const DECADE_CASINOS: [string, string, string, number][] = [
  ['Decade Bellagio', 'Las Vegas', 'NV', 0],
  ['Decade Wynn', 'Las Vegas', 'NV', 0],
  ['Decade Red Rock', 'Las Vegas', 'NV', 0],
  ['Decade Borgata', 'Atlantic City', 'NJ', 0.03],
  ['Decade Hard Rock AC', 'Atlantic City', 'NJ', 0.03],
  ['Decade Mohegan Sun', 'Uncasville', 'CT', 0.0699],
  ['Decade Foxwoods', 'Mashantucket', 'CT', 0.0699],
  ['Decade Beau Rivage', 'Biloxi', 'MS', 0.03],
  ['Decade Rivers', 'Pittsburgh', 'PA', 0.0307],
  ['Decade Horseshoe', 'Hammond', 'IN', 0.0323],
  ['Decade Choctaw', 'Durant', 'OK', 0.0475],
  ['Decade Riverboat (closed)', 'Joliet', 'IL', 0.0495],
];
const THEMES = ['Buffalo', 'Dragon', 'Lightning', 'Fortune', 'Wheel', 'Cleopatra', 'Lobster', 'Phoenix', 'Tiger', 'Gold Rush'];
const SUFFIXES = ['Link', 'Cash', 'Deluxe', 'Grand'];
const NOTES = ['Good run on the bonus', 'Cold machine, moved on', 'Played with the comp credits', 'Max bet for the progressive'];
const VISIT_NOTES = ['Birthday trip', 'Comp room weekend', 'Quick stop after work', 'Tournament day'];
const CASH_SOURCES = ['Cash', 'ATM', 'Credit Card', 'Marker'];

/** mulberry32: a small seeded PRNG (same seed, same sequence on every machine). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4-shaped uuid from the PRNG. */
function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(rand() * 4)];
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const q = (v: string | null) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`);
const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoTime = (ms: number) => new Date(ms).toISOString().slice(11, 19);

export interface StoredObject {
  key: string;
  data: Uint8Array;
  mimetype: string;
}
export interface DecadeFixture {
  userId: string;
  /** Statements to run in one transaction, in order. */
  sql: string[];
  /** Photos for the w2g-images bucket (key = `<user_id>/<jackpot_id>.<ext>`). */
  objects: StoredObject[];
}

/** A small real JPEG (40×28, 989 bytes); each photo gets its own COM segment, so every object has its own bytes. */
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAcACgDASIAAhEBAxEB/8QAGQAAAgMBAAAAAAAAAAAAAAAAAAQBAgMF/8QAJxAAAgICAAQGAwEAAAAAAAAAAQMAAgQRBRITISJBcYGRoTFCYfD/xAAXAQEBAQEAAAAAAAAAAAAAAAABAgME/8QAFxEBAQEBAAAAAAAAAAAAAAAAAAERIf/aAAwDAQACEQMRAD8A7/E+KZGMzIUqlLMrWlkgg+LZPMD38uU/UlGbbJvkGvL0qXFVkft4QSfk69pOTjKbmpy7G3USLCoB7HY13+/kxJODjY2OtVaC/SJNL3ANqknfY6/2pwWzG/WTuIZCTkUZ0m2WKcpoDUc1joVOyf4fQ/iQvIuXMU1+Oy9AN1WNGvqNmZ1w60RdF8hzV38r8oIO972ADvfnM6q6TCyzWNua8u767D2AhbDJW7GQirGQkKd1jIqy8swmKsJiEMZFWMlmExVhMCqy8IuwmEC//9k=', 'base64');

function jpegFor(label: string): Uint8Array {
  const text = Buffer.from(label, 'latin1');
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([JPEG.subarray(0, 2), com, text, JPEG.subarray(2)]);
}

/** A 32×24 RGB PNG, a diagonal gradient from the given colour (a real image, a few hundred bytes). */
function pngFor(r: number, g: number, b: number): Uint8Array {
  return rgbPng(32, 24, (x, y) => [(r + x * 3) & 0xff, (g + y * 3) & 0xff, (b + x + y) & 0xff]);
}

function inserts(table: string, columns: string, rows: string[], per = 1000): string[] {
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += per) out.push(`insert into ${table} (${columns}) values\n${rows.slice(i, i + per).join(',\n')};`);
  return out;
}

export function generateDecade(params: DecadeParams): DecadeFixture {
  const rand = prng(params.seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const userId = uuidFrom(rand);
  const endMs = Date.parse(`${params.endDate}T00:00:00Z`);
  const days = Math.round(params.years * 365.25);
  const startMs = endMs - (days - 1) * DAY_MS;
  const sql: string[] = [];

  sql.push(`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', '${userId}', 'authenticated', 'authenticated', '${DECADE_PLAYER.email}', '${PASSWORD_HASH}',
  '${params.endDate}'::date - ${days}, '', '', '', '', '{"provider":"email","providers":["email"]}'::jsonb,
  '{"first_name":"Decade","last_name":"Player","user_type":"app_user"}'::jsonb, '${params.endDate}'::date - ${days}, '${params.endDate}'::date - ${days});`);
  sql.push(`insert into auth.identities (id, provider_id, user_id, identity_data, provider, created_at, updated_at)
values ('${uuidFrom(rand)}', '${userId}', '${userId}', '{"sub":"${userId}","email":"${DECADE_PLAYER.email}","email_verified":true}'::jsonb, 'email', now(), now());`);

  const casinoIds = DECADE_CASINOS.map(() => uuidFrom(rand));
  sql.push(
    ...inserts(
      'public.casinos',
      'id, name, city, state, archived_at',
      DECADE_CASINOS.map(([name, city, state], i) =>
        `('${casinoIds[i]}', ${q(name)}, ${q(city)}, '${state}', ${i === DECADE_CASINOS.length - 1 ? `'${params.endDate}'::timestamptz - interval '400 days'` : 'null'})`,
      ),
    ),
  );
  // 40 machines: 36 in the catalogue, the last 4 added by the player.
  const machines = Array.from({ length: 40 }, (_, i) => ({
    id: uuidFrom(rand),
    name: `Decade ${THEMES[i % THEMES.length]} ${SUFFIXES[Math.floor(i / THEMES.length)]}`,
    mine: i >= 36,
  }));
  sql.push(...inserts('public.slot_machines', 'id, name, added_by', machines.map((m) => `('${m.id}', ${q(m.name)}, ${m.mine ? `'${userId}'` : 'null'})`)));

  // Visits: uniform over the decade, most in the afternoon and evening; 1 in 40 a trip of 2–4 days.
  interface Visit {
    id: string;
    casino: number;
    arrive: number;
    leave: number;
  }
  const visits: Visit[] = Array.from({ length: params.visits }, () => {
    const casino = Math.floor(Math.pow(rand(), 1.6) * DECADE_CASINOS.length); // favourites first
    const arrive = startMs + int(0, days - 1) * DAY_MS + int(9 * 60, 23 * 60 + 30) * 60_000;
    const hours = rand() < 1 / 40 ? int(30, 90) : 1 + rand() * 7;
    return { id: uuidFrom(rand), casino, arrive, leave: arrive + Math.round(hours * 60) * 60_000 };
  }).sort((a, b) => a.arrive - b.arrive);
  const visitRows = visits.map((v, i) => {
    const starting = int(1, 20) * 100;
    const entries = rand() < 0.4 ? int(1, 3) : 0;
    const cash = Array.from({ length: entries }, (_, k) => ({
      id: uuidFrom(rand),
      amount: int(1, 10) * 100,
      timestamp: new Date(v.arrive + Math.round(((k + 1) / (entries + 1)) * (v.leave - v.arrive))).toISOString(),
      note: pick(CASH_SOURCES) + (rand() < 0.3 ? ` (Fee: $${money(int(299, 999) / 100)})` : ''),
    }));
    const cashIn = starting + cash.reduce((s, c) => s + c.amount, 0);
    const final = Math.max(0, cashIn * (0.2 + rand() * 1.3));
    return `('${v.id}', '${userId}', '${casinoIds[v.casino]}', '${isoDate(v.arrive)}', '${isoTime(v.arrive)}', '${isoDate(v.leave)}', '${isoTime(v.leave)}', ${starting}, ${q(JSON.stringify(cash))}::jsonb, ${money(final)}, ${rand() < 0.1 ? q(pick(VISIT_NOTES)) : 'null'}, ${i % 9 === 0 ? q('Sam') : 'null'}, '${new Date(v.leave).toISOString()}')`;
  });
  sql.push(
    ...inserts(
      'public.casino_sessions',
      'id, user_id, casino_id, arrival_date, arrival_time, departure_date, departure_time, starting_cash, additional_cash, final_cash, notes, people_present, created_at',
      visitRows,
    ),
  );

  // Slot sessions: each in a random visit, at a moment inside it (so those after midnight carry the next day).
  interface Slot {
    id: string;
    visit: Visit;
    at: number;
    machine: number;
  }
  const slots: Slot[] = Array.from({ length: params.slotSessions }, () => {
    const visit = visits[Math.floor(rand() * visits.length)];
    const at = visit.arrive + Math.floor((rand() * (visit.leave - visit.arrive)) / 60_000) * 60_000;
    return { id: uuidFrom(rand), visit, at, machine: Math.floor(Math.pow(rand(), 1.4) * machines.length) };
  }).sort((a, b) => a.at - b.at);
  const slotRows = slots.map((s) => {
    const coinsIn = int(2, 400) * 5;
    const coinsOut = coinsIn * Math.pow(rand(), 1.3) * 1.9;
    return `('${s.id}', '${userId}', '${casinoIds[s.visit.casino]}', '${machines[s.machine].id}', '${isoDate(s.at)}', '${isoTime(s.at)}', ${coinsIn}, ${money(coinsOut)}, ${rand() < 0.02 ? 'false' : 'true'}, ${rand() < 0.12 ? q(pick(NOTES)) : 'null'}, ${rand() < 0.25 ? q(`${String.fromCharCode(65 + int(0, 5))}-${int(100, 9999)}`) : 'null'}, '${new Date(s.at).toISOString()}')`;
  });
  sql.push(
    ...inserts(
      'public.gambling_sessions',
      'id, user_id, casino_id, slot_machine_id, session_date, session_time, coins_in, coins_out, include_in_daily_totals, notes, casino_slot_machine_id, created_at',
      slotRows,
    ),
  );

  // Jackpots: in distinct slot sessions (every (slots/jackpots)-th, jittered), each with one photo.
  const objects: StoredObject[] = [];
  const stride = params.slotSessions / params.jackpots;
  const jackpotRows = Array.from({ length: params.jackpots }, (_, j) => {
    const s = slots[Math.min(params.slotSessions - 1, Math.floor(j * stride + rand() * stride))];
    const id = uuidFrom(rand);
    const [, , state, rate] = DECADE_CASINOS[s.visit.casino];
    const amount = rand() < 0.85 ? int(1200, 4999) + int(0, 3) * 0.25 : int(5000, 60_000);
    const federal = amount >= 5000 || rand() < 0.1 ? Math.round(amount * 24) / 100 : 0;
    const stateTax = rate > 0 && rand() < 0.5 ? Math.round(amount * rate * 100) / 100 : null;
    const at = s.at + int(1, 50) * 60_000;
    const ext = j % 2 === 0 ? 'jpg' : 'png';
    const key = `${userId}/${id}.${ext}`;
    objects.push({ key, data: ext === 'jpg' ? jpegFor(`W-2G ${j}`) : pngFor(int(0, 255), int(0, 255), int(0, 255)), mimetype: ext === 'jpg' ? 'image/jpeg' : 'image/png' });
    return `('${id}', '${userId}', '${casinoIds[s.visit.casino]}', '${machines[s.machine].id}', '${isoDate(at)}', '${isoTime(at)}', ${money(amount)}, ${money(federal)}, ${q(String(100000 + j))}, array['${key}'], ${rand() < 0.3 ? q(pick(NOTES)) : 'null'}, '${s.id}', '${state}', ${rate > 0 ? money(amount) : 'null'}, ${stateTax === null ? 'null' : money(stateTax)}, ${rand() < 0.9 ? 'true' : 'false'}, '${new Date(at).toISOString()}')`;
  });
  sql.push(
    ...inserts(
      'public.w2g_jackpots',
      'id, user_id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount, tax_withheld, ticket_number, images, notes, session_id, state, state_winnings, state_tax_withheld, hand_pay, created_at',
      jackpotRows,
    ),
  );
  return { userId, sql, objects };
}

/** What loadDecade needs of a database: PGlite and the emulator's db both fit. */
export interface SqlRunner {
  exec(sql: string): Promise<unknown>;
}

/**
 * Loads the fixture: all rows in one transaction, then each photo's bytes in the storage folder and its
 * storage.objects row (owner = the player), as the emulator's upload route stores them.
 */
export async function loadDecade(db: SqlRunner, storageDir: string, fx: DecadeFixture): Promise<void> {
  const { FileStore } = await import('../emulator/storage/file-store');
  const { objectMetadata } = await import('../emulator/storage/upload-body');
  const files = new FileStore(storageDir);
  for (const o of fx.objects) await files.write(W2G_BUCKET, o.key, o.data);
  const objectRows = fx.objects.map((o) => {
    const meta = objectMetadata({ data: Buffer.from(o.data), mimetype: o.mimetype, cacheControl: 'max-age=3600', userMetadata: null });
    const etag = createHash('md5').update(o.key).digest('hex');
    return `('${etag.slice(0, 8)}-${etag.slice(8, 12)}-4${etag.slice(13, 16)}-8${etag.slice(17, 20)}-${etag.slice(20)}', '${W2G_BUCKET}', '${o.key}', '${fx.userId}', '${fx.userId}', ${q(JSON.stringify(meta))}::jsonb)`;
  });
  const all = [...fx.sql, ...inserts('storage.objects', 'id, bucket_id, name, owner, owner_id, metadata', objectRows)];
  await db.exec(`begin;\n${all.join('\n')}\ncommit;`);
  await db.exec('analyze;');
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1]).href) {
  const path = await import('node:path');
  const { startEmulator } = await import('../emulator/server');
  const dataDir = path.resolve(arg('data-dir') ?? path.join(import.meta.dirname, '..', '.data/db'));
  const params: DecadeParams = { ...DECADE_DEFAULTS, seed: Number(arg('seed') ?? DECADE_DEFAULTS.seed), endDate: arg('end') ?? new Date().toISOString().slice(0, 10) };
  const t0 = Date.now();
  const fx = generateDecade(params);
  const emu = await startEmulator({ port: 0, dataDir });
  try {
    await loadDecade(emu.ctx.db, emu.ctx.config.storageDir, fx);
  } finally {
    await emu.close();
  }
  console.log(`[decade] loaded ${DECADE_PLAYER.email} (${fx.userId}) into ${dataDir} in ${Date.now() - t0} ms`);
}
