/**
 * The requests of the REST differential test: the `.from()` / `.rpc()` calls of src/ and supabase/functions/
 * (same select strings, embeds, filters, orders, ranges, counts, upserts and Prefer headers), each built
 * with supabase-js exactly as the app builds it, plus every filter operator, `or`/`and`, nulls ordering,
 * `Prefer: tx` (which PostgREST's default db-tx-end = commit ignores) and the error cases. Every case runs once
 * per role (anon, player, service_role).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { POST_COLUMNS } from '../../src/features/social/api/post-columns';

export type Role = 'anon' | 'player' | 'service_role';

export interface Fixtures {
  demo: string;
  sam: string;
  admin: string;
  casinos: string[];
  slots: string[];
  /** The demo player's casino visits and slot sessions. */
  demoVisits: string[];
  demoSlotSessions: string[];
  samSlotSessions: string[];
  posts: string[];
  notifications: string[];
  demoJackpots: string[];
  today: string;
  yearStart: string;
}

export interface Case {
  name: string;
  group: 'select' | 'embed' | 'filter' | 'order-range' | 'count' | 'singular' | 'write' | 'rpc' | 'error';
  /** Rows with ties under the query's order (or none): compared as a multiset. */
  unordered?: boolean;
  /** Supabase-js call(s); `c` carries the role's token. */
  run(c: SupabaseClient, f: Fixtures, role: Role): PromiseLike<unknown>;
}

/** A fixed id per role and slot, so both databases get the same rows. */
export function rid(role: Role, n: number): string {
  const r = { anon: 1, player: 2, service_role: 3 }[role];
  return `00000000-0000-4000-8000-${String(r).padStart(4, '0')}${String(n).padStart(8, '0')}`;
}

// Copies of select strings whose modules import through the '@/' alias (not resolvable by tests' tsconfig).
// src/features/casinos/api/get-casinos.ts
const CASINO_CARD_COLUMNS =
  'id, name, location, street_address, city, state, zip_code, phone, website, image_url, casino_type, gaming_machine_class, age_requirement, slot_machine_count, has_table_games, hotel_attached, has_parking, rewards_program, operating_hours, amenities, dining_options, special_features, latitude, longitude';
// src/features/sessions/lib/session-rows.ts
const SLOT_SESSION_COLUMNS =
  'id, user_id, session_date, session_time, casino_id, slot_machine_id, coins_in, coins_out, net_result, notes, casino_slot_machine_id, include_in_daily_totals, created_at, casino:casinos(name, location), slot_machine:slot_machines(name, slot_name, manufacturer)';
const CASINO_SESSION_COLUMNS =
  'id, user_id, casino_id, arrival_date, arrival_time, departure_date, departure_time, starting_cash, additional_cash, total_cash_in, final_cash, net_result, notes, created_at, casino:casinos(name, location)';
// src/features/admin-slot-machines/api/get-slot-machines.ts
const SLOT_COLUMNS =
  'id, name, machine_number, manufacturer, slot_name, denomination, model_year, game_theme, reel_count, payline_count, min_bet, max_bet, jackpot_type, cabinet_style, screen_type, image_url, description, created_at, updated_at';
const DIRECTORY_COLUMNS = 'id, name, rewards_program, street_address, city, state, zip_code, location, phone, website, casino_type';
const MODERATION_COLUMNS =
  'id, user_id, caption, image_url, created_at, is_public, moderation_status, author:profiles!social_posts_user_profile_fkey(nickname, email)';
const REPORT_COLUMNS =
  'id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount, tax_withheld, notes, images, casino:casinos(name), slot_machine:slot_machines(name, slot_name)';
const NOTIFICATION_COLUMNS =
  'id, title, message, target_type, target_users, target_casino_id, notification_type, priority, action_url, action_text, expires_at, is_active, created_by, created_at, updated_at';
const FEED_COLUMNS = `${POST_COLUMNS}, reactions:social_post_reactions(id, post_id, user_id, reaction_type)`;

const reads: Case[] = [
  // --- plain selects the app issues -------------------------------------------------------------
  { name: 'casino cards ordered by name', group: 'select', run: (c) => c.from('casinos').select(CASINO_CARD_COLUMNS).order('name').order('id') },
  { name: 'casino options', group: 'select', run: (c) => c.from('casinos').select('id, name, city, state').order('name').order('id').limit(50) },
  { name: 'casino detail', group: 'singular', run: (c, f) => c.from('casinos').select(`${CASINO_CARD_COLUMNS}, email, description, smoking_policy, dress_code, parking_info`).eq('id', f.casinos[0]).maybeSingle() },
  { name: 'slot machine options', group: 'select', run: (c) => c.from('slot_machines').select('id, name, slot_name, manufacturer').order('name').order('id') },
  { name: 'manufacturers', group: 'select', run: (c) => c.from('slot_machine_manufacturers').select('id, name').order('name') },
  { name: 'admin slot catalog page 2 with count', group: 'count', run: (c) => c.from('slot_machines').select(SLOT_COLUMNS, { count: 'exact' }).order('name').order('id').range(25, 49) },
  { name: 'catalog casino maybeSingle', group: 'singular', run: (c, f) => c.from('casinos').select('id, name, city, state').eq('id', f.casinos[1]).maybeSingle() },
  { name: 'admin_users by id', group: 'select', run: (c, f) => c.from('admin_users').select('id').eq('id', f.admin) },
  { name: 'profile of demo', group: 'select', run: (c, f) => c.from('profiles').select('id').eq('id', f.demo) },
  { name: 'profile with nickname maybeSingle', group: 'singular', run: (c, f) => c.from('profiles').select('id, email, nickname, is_public_profile').eq('id', f.demo).maybeSingle() },
  { name: 'admin users list', group: 'select', run: (c) => c.from('admin_users').select('id, email, first_name, last_name, created_at, role, permissions').order('created_at', { ascending: false }) },
  { name: 'app users page with count', group: 'count', run: (c) => c.from('profiles').select('id, email, first_name, last_name, phone, nickname, created_at', { count: 'exact' }).order('created_at', { ascending: false }).order('id').range(0, 24) },
  { name: 'user search ilike', group: 'filter', run: (c) => c.from('profiles').select('id, email').not('email', 'is', null).ilike('email', '%slotplay%').order('email').limit(20) },
  { name: 'users by ids', group: 'filter', unordered: true, run: (c, f) => c.from('profiles').select('id, email').in('id', [f.demo, f.sam]) },
  { name: 'casino preferences of demo', group: 'select', unordered: true, run: (c, f) => c.from('user_casino_preferences').select('casino_id, is_favorite, player_club_id').eq('user_id', f.demo) },
  { name: 'favourite casino ids', group: 'filter', unordered: true, run: (c, f) => c.from('user_casino_preferences').select('casino_id').eq('user_id', f.demo).eq('is_favorite', true) },
  { name: 'casino states not null', group: 'filter', unordered: true, run: (c) => c.from('casinos').select('state').not('state', 'is', null) },
  { name: 'state management list', group: 'select', run: (c) => c.from('state_casino_management').select('id, state_name, state_code, priority_level, import_status, total_casinos_count, verified_casinos_count, last_import_date, notes, updated_at').order('state_name') },
  { name: 'state management by code maybeSingle', group: 'singular', run: (c) => c.from('state_casino_management').select('id').eq('state_code', 'NV').maybeSingle() },
  { name: 'validation queue', group: 'filter', run: (c) => c.from('casinos').select('id, name, city, state, validation_status, verification_notes, data_quality_score, updated_at, last_verified_at').in('validation_status', ['pending', 'flagged']).order('validation_status').order('data_quality_score').order('updated_at').order('id').limit(50) },
  { name: 'validation count head', group: 'count', run: (c) => c.from('casinos').select('id', { count: 'exact', head: true }).eq('validation_status', 'pending') },
  { name: 'casino total head', group: 'count', run: (c) => c.from('casinos').select('id', { count: 'exact', head: true }) },
  { name: 'admin counts head: support tickets', group: 'count', run: (c) => c.from('support_tickets').select('id', { count: 'exact', head: true }) },
  { name: 'admin counts head: social posts', group: 'count', run: (c) => c.from('social_posts').select('id', { count: 'exact', head: true }) },
  { name: 'casinos of a state head count (scraper)', group: 'count', run: (c) => c.from('casinos').select('id', { count: 'exact', head: true }).eq('state', 'NV') },
  { name: 'directory search or ilike with count', group: 'filter', run: (c) => c.from('casinos').select(DIRECTORY_COLUMNS, { count: 'exact' }).or('name.ilike.%red%,city.ilike.%red%,state.ilike.%red%').order('name').order('id').range(0, 24) },
  { name: 'directory state + favourites', group: 'filter', run: (c, f) => c.from('casinos').select(DIRECTORY_COLUMNS, { count: 'exact' }).eq('state', 'NV').in('id', f.casinos.slice(0, 5)).order('name').order('id').range(0, 24) },
  { name: 'directory favourites placeholder id', group: 'filter', run: (c) => c.from('casinos').select(DIRECTORY_COLUMNS, { count: 'exact' }).in('id', ['00000000-0000-0000-0000-000000000000']).order('name').order('id').range(0, 24) },
  { name: 'scraper casino page', group: 'order-range', run: (c) => c.from('casinos').select('id, name, city, state, website, latitude, longitude').order('id').range(0, 99) },
  { name: 'notifications admin page with count', group: 'count', run: (c) => c.from('notifications').select(NOTIFICATION_COLUMNS, { count: 'exact' }).order('created_at', { ascending: false }).order('id').range(0, 19) },
  { name: 'jackpot options of demo', group: 'filter', run: (c, f) => c.from('w2g_jackpots').select('id, jackpot_date, amount').eq('user_id', f.demo).order('jackpot_date', { ascending: false }).order('id').limit(200) },
  { name: 'export rows of demo (pdf function)', group: 'filter', run: (c, f) => c.from('w2g_jackpots').select('jackpot_date, jackpot_time, amount, tax_withheld, casino:casinos(name), slot_machine:slot_machines(name)').eq('user_id', f.demo).gte('jackpot_date', f.yearStart).lte('jackpot_date', f.today).order('jackpot_date').order('jackpot_time').order('id') },
  { name: 'profile names maybeSingle (pdf function)', group: 'singular', run: (c, f) => c.from('profiles').select('first_name, last_name, nickname, email').eq('id', f.demo).maybeSingle() },
  { name: 'support tickets of demo', group: 'select', run: (c, f) => c.from('support_tickets').select('id, user_id, subject, category, priority, status, created_at').eq('user_id', f.demo).order('created_at', { ascending: false }).order('id') },
  { name: 'reports of posts', group: 'filter', unordered: true, run: (c, f) => c.from('social_post_reports').select('post_id').in('post_id', f.posts.slice(0, 6)) },
  { name: 'all report post ids', group: 'select', unordered: true, run: (c) => c.from('social_post_reports').select('post_id') },
  { name: 'post reactions', group: 'select', unordered: true, run: (c, f) => c.from('social_post_reactions').select('id, post_id, user_id, reaction_type').eq('post_id', f.posts[0]) },
  { name: 'post comments', group: 'select', run: (c, f) => c.from('social_post_comments').select('id, post_id, user_id, content, created_at').eq('post_id', f.posts[0]).order('created_at').order('id') },

  // --- embeds and aliases -------------------------------------------------------------------------
  { name: 'slot sessions page with embeds', group: 'embed', run: (c, f) => c.from('gambling_sessions').select(SLOT_SESSION_COLUMNS).eq('user_id', f.demo).order('session_date', { ascending: false }).order('session_time', { ascending: false }).order('id').range(0, 19) },
  { name: 'slot sessions since date', group: 'embed', run: (c, f) => c.from('gambling_sessions').select(SLOT_SESSION_COLUMNS).eq('user_id', f.demo).gte('session_date', f.yearStart).order('session_date', { ascending: false }).order('session_time', { ascending: false }).order('id').range(20, 39) },
  { name: 'slot session single', group: 'singular', run: (c, f) => c.from('gambling_sessions').select(SLOT_SESSION_COLUMNS).eq('id', f.demoSlotSessions[0]).single() },
  { name: 'casino visits page with embed', group: 'embed', run: (c, f) => c.from('casino_sessions').select(CASINO_SESSION_COLUMNS).eq('user_id', f.demo).order('arrival_date', { ascending: false }).order('arrival_time', { ascending: false }).order('id').range(0, 19) },
  { name: 'report jackpots with count and embeds', group: 'embed', run: (c, f) => c.from('w2g_jackpots').select(REPORT_COLUMNS, { count: 'exact' }).gte('jackpot_date', f.yearStart).lte('jackpot_date', f.today).order('jackpot_date', { ascending: false }).order('jackpot_time', { ascending: false }).order('id', { ascending: false }).range(0, 999) },
  { name: 'report jackpots second page no count', group: 'order-range', run: (c, f) => c.from('w2g_jackpots').select(REPORT_COLUMNS).gte('jackpot_date', '2000-01-01').lte('jackpot_date', f.today).order('jackpot_date', { ascending: false }).order('jackpot_time', { ascending: false }).order('id', { ascending: false }).range(5, 9) },
  { name: 'w2g export rows', group: 'order-range', run: (c, f) => c.from('w2g_jackpots').select('jackpot_date, jackpot_time, casino_id, slot_machine_id, amount, tax_withheld, ticket_number, irs_form_version, notes, id', { count: 'exact' }).gte('jackpot_date', f.yearStart).lte('jackpot_date', f.today).order('jackpot_date').order('jackpot_time').order('id').range(0, 999) },
  { name: 'social feed public page', group: 'embed', run: (c) => c.from('social_posts').select(FEED_COLUMNS).eq('is_public', true).eq('moderation_status', 'approved').order('created_at', { ascending: false }).order('id', { ascending: false }).range(0, 19) },
  { name: 'social feed mine', group: 'embed', run: (c, f) => c.from('social_posts').select(FEED_COLUMNS).eq('user_id', f.demo).order('created_at', { ascending: false }).order('id', { ascending: false }).range(0, 19) },
  { name: 'social feed of favourite casinos', group: 'embed', run: (c, f) => c.from('social_posts').select(FEED_COLUMNS).eq('is_public', true).eq('moderation_status', 'approved').in('casino_id', f.casinos.slice(0, 10)).order('created_at', { ascending: false }).order('id', { ascending: false }).range(0, 19) },
  { name: 'social feed one casino', group: 'embed', run: (c, f) => c.from('social_posts').select(FEED_COLUMNS).eq('is_public', true).eq('moderation_status', 'approved').eq('casino_id', f.casinos[0]).order('created_at', { ascending: false }).order('id', { ascending: false }).range(0, 19) },
  { name: 'single post', group: 'singular', run: (c, f) => c.from('social_posts').select(POST_COLUMNS).eq('id', f.posts[0]).maybeSingle() },
  { name: 'moderation posts with hinted embed and count', group: 'embed', run: (c) => c.from('social_posts').select(MODERATION_COLUMNS, { count: 'exact' }).order('created_at', { ascending: false }).order('id').range(0, 19) },
  { name: 'moderation posts pending', group: 'embed', run: (c) => c.from('social_posts').select(MODERATION_COLUMNS, { count: 'exact' }).eq('moderation_status', 'pending').order('created_at', { ascending: false }).order('id').range(0, 19) },
  { name: 'moderation posts reported only', group: 'embed', run: (c, f) => c.from('social_posts').select(MODERATION_COLUMNS, { count: 'exact' }).in('id', f.posts.slice(0, 4)).order('created_at', { ascending: false }).order('id').range(0, 19) },
  { name: 'embed with inner join filter', group: 'embed', run: (c) => c.from('gambling_sessions').select('id, casino:casinos!inner(name, state)').eq('casino.state', 'NV').order('id').limit(10) },
  { name: 'embed renamed columns', group: 'embed', run: (c) => c.from('w2g_jackpots').select('id, total:amount, where:casinos(title:name)').order('id').limit(5) },
  { name: 'embed one-to-many from casino', group: 'embed', run: (c, f) => c.from('casinos').select('id, name, casino_sessions(id)').eq('id', f.casinos[0]).order('id', { referencedTable: 'casino_sessions' }) },
  { name: 'json path select', group: 'select', run: (c) => c.from('casinos').select('id, general:operating_hours->>general, mon:operating_hours->mon').order('id').limit(5) },
  { name: 'cast in select', group: 'select', run: (c) => c.from('casinos').select('id, latitude::text, age_requirement::text').order('id').limit(5) },
  { name: 'star select', group: 'select', run: (c) => c.from('slot_machine_manufacturers').select('*').order('name') },

  // --- every filter operator ----------------------------------------------------------------------
  { name: 'eq', group: 'filter', run: (c) => c.from('casinos').select('id, name').eq('state', 'NJ').order('id') },
  { name: 'neq', group: 'filter', run: (c) => c.from('casinos').select('id').neq('state', 'NV').order('id').limit(30) },
  { name: 'gt / lt numbers', group: 'filter', run: (c) => c.from('casinos').select('id, slot_machine_count').gt('slot_machine_count', 1000).lt('slot_machine_count', 3000).order('id') },
  { name: 'gte / lte dates', group: 'filter', run: (c, f) => c.from('gambling_sessions').select('id, session_date').gte('session_date', f.yearStart).lte('session_date', f.today).order('id').limit(30) },
  { name: 'like', group: 'filter', run: (c) => c.from('casinos').select('id, name').like('name', '%Casino%').order('id').limit(20) },
  { name: 'ilike with underscore', group: 'filter', run: (c) => c.from('casinos').select('id, name').ilike('name', 'r_d%').order('id') },
  { name: 'is null', group: 'filter', run: (c) => c.from('casinos').select('id').is('slot_machine_count', null).order('id').limit(20) },
  { name: 'is true', group: 'filter', run: (c) => c.from('casinos').select('id').is('hotel_attached', true).order('id').limit(20) },
  { name: 'not is null', group: 'filter', run: (c) => c.from('casinos').select('id').not('website', 'is', null).order('id').limit(20) },
  { name: 'in strings', group: 'filter', run: (c) => c.from('casinos').select('id, state').in('state', ['NV', 'NJ', 'MS']).order('state').order('id').limit(40) },
  { name: 'not in', group: 'filter', run: (c) => c.from('casinos').select('id, state').not('state', 'in', '(NV,NJ)').order('id').limit(40) },
  { name: 'in with quoted comma value', group: 'filter', run: (c) => c.from('casinos').select('id').in('name', ['Red Rock Casino, Resort & Spa', 'Bellagio']).order('id') },
  { name: 'contains array', group: 'filter', run: (c) => c.from('casinos').select('id, amenities').contains('amenities', ['Spa']).order('id').limit(20) },
  { name: 'contained by array', group: 'filter', run: (c) => c.from('casinos').select('id').containedBy('special_features', ['Live Entertainment', 'Poker Room', 'Sportsbook']).order('id').limit(20) },
  { name: 'overlaps array', group: 'filter', run: (c) => c.from('casinos').select('id').overlaps('dining_options', ['Buffet', 'Steakhouse']).order('id').limit(20) },
  { name: 'contains jsonb', group: 'filter', run: (c) => c.from('casinos').select('id').contains('operating_hours', { general: '24/7' }).order('id').limit(20) },
  { name: 'json path filter', group: 'filter', run: (c) => c.from('casinos').select('id').eq('operating_hours->>general', '24/7').order('id').limit(20) },
  { name: 'or with and nested', group: 'filter', run: (c) => c.from('casinos').select('id, state, hotel_attached').or('state.eq.NJ,and(state.eq.NV,hotel_attached.is.true)').order('id').limit(40) },
  { name: 'and with or nested', group: 'filter', run: (c) => c.from('casinos').select('id').or('and(slot_machine_count.gt.500,or(state.eq.NV,state.eq.MS))').order('id').limit(40) },
  { name: 'not eq', group: 'filter', run: (c) => c.from('casinos').select('id').not('casino_type', 'eq', 'Tribal Casino').order('id').limit(20) },
  { name: 'filter() raw operator', group: 'filter', run: (c) => c.from('casinos').select('id').filter('age_requirement', 'gte', '21').order('id').limit(10) },
  { name: 'match()', group: 'filter', run: (c) => c.from('casinos').select('id').match({ state: 'NV', has_parking: true }).order('id').limit(20) },
  { name: 'text search', group: 'filter', run: (c) => c.from('casinos').select('id').textSearch('name', 'casino', { config: 'english', type: 'plain' }).order('id').limit(10) },
  { name: 'is not distinct / isdistinct', group: 'filter', run: (c) => c.from('casinos').select('id').filter('state', 'isdistinct', 'NV').order('id').limit(10) },
  { name: 'uuid eq filter on fk', group: 'filter', run: (c, f) => c.from('gambling_sessions').select('id').eq('casino_id', f.casinos[0]).order('id') },

  // --- order with nulls, range, limit, offset -----------------------------------------------------
  { name: 'order nulls first', group: 'order-range', run: (c) => c.from('casinos').select('id, slot_machine_count').order('slot_machine_count', { ascending: true, nullsFirst: true }).order('id').limit(15) },
  { name: 'order desc nulls last', group: 'order-range', run: (c) => c.from('casinos').select('id, slot_machine_count').order('slot_machine_count', { ascending: false, nullsFirst: false }).order('id').limit(15) },
  { name: 'order desc default nulls', group: 'order-range', run: (c) => c.from('casinos').select('id, website').order('website', { ascending: false }).order('id').limit(15) },
  { name: 'order on embedded resource', group: 'order-range', run: (c) => c.from('casinos').select('id, casino_sessions(id, arrival_date)').order('arrival_date', { referencedTable: 'casino_sessions', ascending: false }).order('id').limit(3) },
  { name: 'limit on embedded resource', group: 'order-range', run: (c) => c.from('casinos').select('id, casino_sessions(id)').order('id').limit(1, { referencedTable: 'casino_sessions' }).limit(3) },
  { name: 'range past the end', group: 'order-range', run: (c) => c.from('slot_machine_manufacturers').select('id').order('id').range(100, 109) },
  { name: 'range past the end with count', group: 'order-range', run: (c) => c.from('slot_machine_manufacturers').select('id', { count: 'exact' }).order('id').range(100, 109) },
  { name: 'limit + offset via range', group: 'order-range', run: (c) => c.from('slot_machines').select('id').order('id').range(3, 7) },
  { name: 'count exact without range', group: 'count', run: (c) => c.from('slot_machine_manufacturers').select('id, name', { count: 'exact' }).order('name') },
  { name: 'count planned head', group: 'count', unordered: true, run: (c) => c.from('slot_machine_manufacturers').select('id', { count: 'exact', head: true }).eq('name', 'IGT') },

  // --- single / maybeSingle -----------------------------------------------------------------------
  { name: 'single with zero rows', group: 'singular', run: (c) => c.from('casinos').select('id').eq('id', '00000000-0000-0000-0000-000000000000').single() },
  { name: 'single with many rows', group: 'singular', run: (c) => c.from('casinos').select('id').eq('state', 'NV').single() },
  { name: 'maybeSingle with zero rows', group: 'singular', run: (c) => c.from('casinos').select('id').eq('id', '00000000-0000-0000-0000-000000000000').maybeSingle() },
  { name: 'maybeSingle with many rows', group: 'singular', run: (c) => c.from('slot_machine_manufacturers').select('id').order('id').limit(2).maybeSingle() },
  { name: 'admin check maybeSingle (edge auth)', group: 'singular', run: (c, f) => c.from('admin_users').select('id').eq('id', f.demo).maybeSingle() },
  { name: 'sam slot session read by others', group: 'singular', run: (c, f) => c.from('gambling_sessions').select('id').eq('id', f.samSlotSessions[0]).maybeSingle() },

  // --- RPCs ---------------------------------------------------------------------------------------
  { name: 'rpc get_public_profiles', group: 'rpc', unordered: true, run: (c, f) => c.rpc('get_public_profiles', { user_ids: [f.demo, f.sam] }) },
  { name: 'rpc get_post_jackpots', group: 'rpc', unordered: true, run: (c, f) => c.rpc('get_post_jackpots', { post_ids: f.posts }) },
  { name: 'rpc get_user_notifications', group: 'rpc', run: (c, f) => c.rpc('get_user_notifications', { user_uuid: f.demo }) },
  { name: 'rpc get_play_stats', group: 'rpc', run: (c, f) => c.rpc('get_play_stats', { p_today: f.today }) },
  { name: 'rpc get_w2g_summary', group: 'rpc', run: (c, f) => c.rpc('get_w2g_summary', { p_start: f.yearStart, p_end: f.today }) },
  { name: 'rpc get_add_cash_summary', group: 'rpc', run: (c, f) => c.rpc('get_add_cash_summary', { p_start: '2000-01-01', p_end: f.today }) },
  { name: 'rpc get_add_cash_transactions range', group: 'rpc', run: (c, f) => c.rpc('get_add_cash_transactions', { p_start: '2000-01-01', p_end: f.today }).range(0, 49) },
  { name: 'rpc get_add_cash_transactions count', group: 'rpc', run: (c, f) => c.rpc('get_add_cash_transactions', { p_start: '2000-01-01', p_end: f.today }, { count: 'exact' }).range(0, 4) },
  { name: 'rpc nearby_casinos', group: 'rpc', run: (c) => c.rpc('nearby_casinos', { lat: 36.1699, lng: -115.1398, radius_miles: 25 }) },
  { name: 'rpc nearby_casinos with select', group: 'rpc', run: (c) => c.rpc('nearby_casinos', { lat: 36.1699, lng: -115.1398, radius_miles: 25 }).select('id, distance_miles') },
  { name: 'rpc nearby_casinos filtered + ordered', group: 'rpc', run: (c) => c.rpc('nearby_casinos', { lat: 36.1699, lng: -115.1398, radius_miles: 50 }).select('id, name').eq('state', 'NV').order('name').limit(5) },
  { name: 'rpc get_data_quality_summary', group: 'rpc', run: (c) => c.rpc('get_data_quality_summary') },
  { name: 'rpc get_notification_stats', group: 'rpc', run: (c) => c.rpc('get_notification_stats') },
  { name: 'rpc get_admin_user_summary', group: 'rpc', run: (c, f) => c.rpc('get_admin_user_summary', { p_user_id: f.demo }) },
  // is_admin() moved to schema private (not exposed); a zero-argument RPC that stays exposed.
  { name: 'rpc get_notification_stats via GET', group: 'rpc', run: (c) => c.rpc('get_notification_stats', {}, { get: true }) },
  { name: 'rpc head', group: 'rpc', run: (c) => c.rpc('get_data_quality_summary', {}, { head: true }) },

  // --- errors -------------------------------------------------------------------------------------
  { name: 'unknown column in select', group: 'error', run: (c) => c.from('casinos').select('id, no_such_column') },
  { name: 'unknown column in filter', group: 'error', run: (c) => c.from('casinos').select('id').eq('no_such_column', 1) },
  { name: 'unknown column in order', group: 'error', run: (c) => c.from('casinos').select('id').order('no_such_column') },
  { name: 'unknown table', group: 'error', run: (c) => c.from('no_such_table').select('*') },
  { name: 'unknown embed', group: 'error', run: (c) => c.from('casinos').select('id, no_such_table(id)') },
  { name: 'ambiguous embed', group: 'error', run: (c) => c.from('social_posts').select('id, profiles(nickname)').limit(1) },
  { name: 'unknown rpc', group: 'error', run: (c) => c.rpc('no_such_function', { a: 1 }) },
  { name: 'unknown rpc with two arguments', group: 'error', run: (c) => c.rpc('no_such_function', { a: 1, b: 2 }) },
  { name: 'rpc with wrong argument names', group: 'error', run: (c) => c.rpc('get_w2g_summary', { start: '2024-01-01' }) },
  { name: 'invalid uuid', group: 'error', run: (c) => c.from('casinos').select('id').eq('id', 'not-a-uuid') },
  { name: 'invalid date', group: 'error', run: (c) => c.from('gambling_sessions').select('id').gte('session_date', 'yesterday-ish') },
  { name: 'bad operator', group: 'error', run: (c) => c.from('casinos').select('id').filter('state', 'eqq', 'NV') },
  { name: 'malformed or', group: 'error', run: (c) => c.from('casinos').select('id').or('state.eq.NV,(') },
  { name: 'range not satisfiable', group: 'error', run: (c) => c.from('slot_machine_manufacturers').select('id', { count: 'exact' }).order('id').range(500, 499) },
  { name: 'select on function-only stats schema table', group: 'error', run: (c) => c.from('slot_months').select('*') },
  // Live machine RPCs: refusals that write nothing (no such session; a ticket below zero).
  {
    name: 'rpc add_live_money on no session',
    group: 'error',
    run: (c) =>
      c.rpc('add_live_money', { p_session_id: '00000000-0000-4000-8000-000000000001', p_entry_id: '00000000-0000-4000-8000-000000000002', p_amount: 20 }),
  },
  {
    name: 'rpc cash_out_live_session below zero',
    group: 'error',
    run: (c, f) =>
      c.rpc('cash_out_live_session', {
        p_session_id: '00000000-0000-4000-8000-000000000001',
        p_cash_out_id: '00000000-0000-4000-8000-000000000003',
        p_ticket: -1,
        p_end_date: f.today,
        p_end_time: '10:00:00',
      }),
  },
];

const writes: Case[] = [
  {
    name: 'insert slot session return=representation single',
    group: 'write',
    run: (c, f, role) =>
      c.from('gambling_sessions').insert({ id: rid(role, 1), user_id: f.demo, casino_id: f.casinos[0], slot_machine_id: f.slots[0], session_date: f.today, session_time: '12:30', coins_in: 100, coins_out: 40, notes: 'referee' }).select('id').single(),
  },
  {
    // The outbox's create (createSlotSession): insert once by id, answering with the new row's version.
    name: 'upsert slot session ignore-duplicates returning updated_at',
    group: 'write',
    run: (c, f, role) =>
      c
        .from('gambling_sessions')
        .upsert({ id: rid(role, 14), user_id: f.demo, casino_id: f.casinos[0], session_date: f.today, session_time: '12:45:00', coins_in: 20, coins_out: 0 }, { onConflict: 'id', ignoreDuplicates: true })
        .select('updated_at'),
  },
  {
    // The same create resent (its answer lost): nothing written, no row in the answer.
    name: 'upsert slot session ignore-duplicates again (skipped, no row)',
    group: 'write',
    run: (c, f, role) =>
      c
        .from('gambling_sessions')
        .upsert({ id: rid(role, 14), user_id: f.demo, casino_id: f.casinos[0], session_date: f.today, session_time: '12:45:00', coins_in: 20, coins_out: 0 }, { onConflict: 'id', ignoreDuplicates: true })
        .select('updated_at'),
  },
  {
    name: 'insert slot session for another user (RLS)',
    group: 'write',
    run: (c, f, role) => c.from('gambling_sessions').insert({ id: rid(role, 2), user_id: f.sam, session_date: f.today, coins_in: 5, coins_out: 0 }),
  },
  {
    name: 'insert casino visit return=minimal',
    group: 'write',
    run: (c, f, role) => c.from('casino_sessions').insert({ id: rid(role, 3), user_id: f.demo, casino_id: f.casinos[0], arrival_date: f.today, arrival_time: '10:00', starting_cash: 300 }),
  },
  { name: 'read own visit additional_cash single', group: 'singular', run: (c, f, role) => c.from('casino_sessions').select('additional_cash').eq('id', rid(role, 3)).eq('user_id', f.demo).single() },
  {
    name: 'update visit additional_cash',
    group: 'write',
    run: (c, f, role) => c.from('casino_sessions').update({ additional_cash: [{ amount: 50, note: 'ATM', at: '2026-01-01T10:00:00Z' }] }).eq('id', rid(role, 3)).eq('user_id', f.demo),
  },
  { name: 'reopen visit (update to nulls)', group: 'write', run: (c, f, role) => c.from('casino_sessions').update({ departure_date: null, departure_time: null, final_cash: null }).eq('id', rid(role, 3)).eq('user_id', f.demo) },
  { name: 'visit after updates', group: 'select', run: (c, _f, role) => c.from('casino_sessions').select(CASINO_SESSION_COLUMNS).eq('id', rid(role, 3)) },
  { name: 'update slot session with select', group: 'write', run: (c, f, role) => c.from('gambling_sessions').update({ coins_out: 250, notes: 'won' }).eq('id', rid(role, 1)).eq('user_id', f.demo).select('id, coins_out, net_result') },
  { name: 'update sam session (0 rows)', group: 'write', run: (c, f) => c.from('gambling_sessions').update({ notes: 'hijack' }).eq('id', f.samSlotSessions[0]).select('id') },
  { name: 'update sam session single (0 rows)', group: 'write', run: (c, f) => c.from('gambling_sessions').update({ notes: 'hijack' }).eq('id', f.samSlotSessions[0]).select('id').single() },
  {
    name: 'insert jackpot with images',
    group: 'write',
    run: (c, f, role) =>
      c.from('w2g_jackpots').insert({ id: rid(role, 4), user_id: f.demo, casino_id: f.casinos[0], slot_machine_id: f.slots[0], jackpot_date: f.today, jackpot_time: '13:15', amount: 1250.5, tax_withheld: 0, notes: 'referee jackpot', images: [] }).select('id'),
  },
  { name: 'update jackpot amount', group: 'write', run: (c, f, role) => c.from('w2g_jackpots').update({ amount: 2000, notes: null }).eq('id', rid(role, 4)).eq('user_id', f.demo).select('id') },
  { name: 'delete jackpot returning images single', group: 'write', run: (c, _f, role) => c.from('w2g_jackpots').delete().eq('id', rid(role, 4)).select('images').single() },
  {
    name: 'upsert casino preference on_conflict',
    group: 'write',
    run: (c, f) => c.from('user_casino_preferences').upsert({ user_id: f.demo, casino_id: f.casinos[2], is_favorite: true, player_club_id: 'RR-1', updated_at: '2026-01-01T00:00:00Z' }, { onConflict: 'user_id,casino_id' }),
  },
  {
    name: 'upsert casino preference again (update path) returning',
    group: 'write',
    run: (c, f) => c.from('user_casino_preferences').upsert({ user_id: f.demo, casino_id: f.casinos[2], is_favorite: false, player_club_id: null, updated_at: '2026-01-02T00:00:00Z' }, { onConflict: 'user_id,casino_id' }).select('casino_id, is_favorite, player_club_id'),
  },
  {
    name: 'upsert ignoreDuplicates',
    group: 'write',
    run: (c, f) => c.from('user_casino_preferences').upsert({ user_id: f.demo, casino_id: f.casinos[2], is_favorite: true }, { onConflict: 'user_id,casino_id', ignoreDuplicates: true }).select('is_favorite'),
  },
  {
    name: 'upsert one preference column (merge keeps the other)',
    group: 'write',
    run: (c, f) => c.from('user_casino_preferences').upsert({ user_id: f.demo, casino_id: f.casinos[2], player_club_id: 'RR-2' }, { onConflict: 'user_id,casino_id' }),
  },
  {
    name: 'remove casino preference only if the club id is empty (returning)',
    group: 'write',
    run: (c, f) => c.from('user_casino_preferences').delete().eq('user_id', f.demo).eq('casino_id', f.casinos[2]).is('player_club_id', null).select('id'),
  },
  {
    name: 'clear one preference column (returning)',
    group: 'write',
    run: (c, f) => c.from('user_casino_preferences').update({ is_favorite: false }).eq('user_id', f.demo).eq('casino_id', f.casinos[2]).select('id'),
  },
  {
    name: 'remove casino preference only if not a favourite (returning)',
    group: 'write',
    run: (c, f) => c.from('user_casino_preferences').delete().eq('user_id', f.demo).eq('casino_id', f.casinos[2]).eq('is_favorite', false).select('id'),
  },
  { name: 'remove casino preference', group: 'write', run: (c, f) => c.from('user_casino_preferences').delete().eq('user_id', f.demo).eq('casino_id', f.casinos[2]) },
  {
    name: 'mark notifications read (bulk upsert)',
    group: 'write',
    run: (c, f) =>
      c.from('user_notifications').upsert(
        f.notifications.slice(0, 2).map((id) => ({ user_id: f.demo, notification_id: id, is_read: true, read_at: '2026-01-01T00:00:00Z' })),
        { onConflict: 'user_id,notification_id' },
      ),
  },
  {
    name: 'mark one notification read returning',
    group: 'write',
    run: (c, f) => c.from('user_notifications').upsert({ user_id: f.demo, notification_id: f.notifications[0], is_read: true, read_at: '2026-01-02T00:00:00Z' }, { onConflict: 'user_id,notification_id' }).select('notification_id, is_read, read_at'),
  },
  { name: 'insert reaction', group: 'write', run: (c, f, role) => c.from('social_post_reactions').insert({ id: rid(role, 5), post_id: f.posts[0], user_id: f.demo, reaction_type: 'fire' }) },
  { name: 'delete reaction', group: 'write', run: (c, _f, role) => c.from('social_post_reactions').delete().eq('id', rid(role, 5)) },
  { name: 'insert comment returning moderation', group: 'write', run: (c, f, role) => c.from('social_post_comments').insert({ id: rid(role, 6), post_id: f.posts[0], user_id: f.demo, content: 'Nice hit!' }).select('id, moderation_status').single() },
  { name: 'delete own comment with count', group: 'write', run: (c, f, role) => c.from('social_post_comments').delete({ count: 'exact' }).eq('id', rid(role, 6)).eq('user_id', f.demo) },
  { name: 'report post', group: 'write', run: (c, f, role) => c.from('social_post_reports').insert({ id: rid(role, 7), post_id: f.posts[1], reporter_user_id: f.demo, reason: 'spam' }) },
  {
    name: 'support ticket insert returning row',
    group: 'write',
    run: (c, f, role) =>
      c.from('support_tickets').insert({ id: rid(role, 8), user_id: f.demo, subject: 'Referee', category: 'technical', priority: 'medium', description: 'Differential test ticket' }).select('id, user_id, user_display_id, subject, category, priority, description, status, created_at').single(),
  },
  { name: 'update profile returning single', group: 'write', run: (c, f) => c.from('profiles').update({ nickname: 'Referee' }).eq('id', f.demo).select('id, email, nickname, is_public_profile').single() },
  { name: 'insert post', group: 'write', run: (c, f, role) => c.from('social_posts').insert({ id: rid(role, 9), user_id: f.demo, caption: 'Referee post', casino_id: f.casinos[0], is_public: true }).select('id').single() },
  { name: 'update own post', group: 'write', run: (c, f, role) => c.from('social_posts').update({ caption: 'Edited' }).eq('id', rid(role, 9)).eq('user_id', f.demo).select('id') },
  { name: 'moderate posts in bulk', group: 'write', run: (c, _f, role) => c.from('social_posts').update({ moderation_status: 'approved' }).in('id', [rid(role, 9)]).select('id') },
  { name: 'delete posts returning image_url', group: 'write', run: (c, _f, role) => c.from('social_posts').delete().in('id', [rid(role, 9)]).select('id, image_url') },
  { name: 'admin: create casino', group: 'write', run: (c, _f, role) => c.from('casinos').insert({ id: rid(role, 10), name: 'Referee Casino', city: 'Reno', state: 'NV' }).select('id').single() },
  { name: 'admin: update casino', group: 'write', run: (c, _f, role) => c.from('casinos').update({ validation_status: 'validated', data_quality_score: 80 }).eq('id', rid(role, 10)) },
  { name: 'admin: delete casino returning', group: 'write', run: (c, _f, role) => c.from('casinos').delete().eq('id', rid(role, 10)).select('id') },
  { name: 'admin: create slot machine', group: 'write', run: (c, _f, role) => c.from('slot_machines').insert({ id: rid(role, 11), name: `Referee Slot ${role}`, manufacturer: 'IGT', denomination: 0.01 }).select('id').single() },
  { name: 'admin: bulk insert manufacturers (scraper)', group: 'write', run: (c, _f, role) => c.from('slot_machine_manufacturers').insert([{ name: `Referee Maker A ${role}` }, { name: `Referee Maker B ${role}` }]) },
  { name: 'admin: create notification', group: 'write', run: (c, f, role) => c.from('notifications').insert({ id: rid(role, 12), title: 'Referee', message: 'Hello', target_type: 'all', notification_type: 'general', priority: 'normal', created_by: f.admin }).select('id').single() },
  { name: 'admin: set notification inactive', group: 'write', run: (c, _f, role) => c.from('notifications').update({ is_active: false }).eq('id', rid(role, 12)).select('id') },
  { name: 'admin: delete notification', group: 'write', run: (c, _f, role) => c.from('notifications').delete().eq('id', rid(role, 12)).select('id') },
  { name: 'admin: state management insert', group: 'write', run: (c, _f, role) => c.from('state_casino_management').insert({ id: rid(role, 13), state_name: `Referee ${role}`, state_code: `R${role[0].toUpperCase()}` }) },
  { name: 'admin: state management delete', group: 'write', run: (c, _f, role) => c.from('state_casino_management').delete().eq('id', rid(role, 13)).select('id') },
  { name: 'delete own visit', group: 'write', run: (c, f, role) => c.from('casino_sessions').delete().eq('id', rid(role, 3)).eq('user_id', f.demo) },
  { name: 'delete own slot session', group: 'write', run: (c, f, role) => c.from('gambling_sessions').delete().eq('id', rid(role, 1)).eq('user_id', f.demo) },
  { name: 'delete without filter is refused by RLS or succeeds on nothing', group: 'write', run: (c) => c.from('social_post_reports').delete().eq('reason', 'no such reason') },

  // --- Prefer: tx (PostgREST's db-tx-end = commit: accepted, ignored; every request commits) ------------------------
  {
    name: 'insert with Prefer tx=rollback (committed)',
    group: 'write',
    run: (c, _f, role) => c.from('slot_machine_manufacturers').insert({ id: rid(role, 15), name: `Referee Tx Maker ${role}` }).select('id, name').rollback(),
  },
  { name: 'the tx=rollback insert is there', group: 'select', run: (c, _f, role) => c.from('slot_machine_manufacturers').select('id, name').eq('id', rid(role, 15)) },
  {
    name: 'update with Prefer tx=commit',
    group: 'write',
    run: (c, _f, role) =>
      c.from('slot_machine_manufacturers').update({ website: 'https://example.com/tx' }).eq('id', rid(role, 15)).select('id, website').setHeader('Prefer', 'return=representation, tx=commit'),
  },
  { name: 'delete with Prefer tx=rollback (committed)', group: 'write', run: (c, _f, role) => c.from('slot_machine_manufacturers').delete().eq('id', rid(role, 15)).select('id').rollback() },
  { name: 'the tx=rollback delete is done', group: 'select', run: (c, _f, role) => c.from('slot_machine_manufacturers').select('id').eq('id', rid(role, 15)) },
  { name: 'rpc share read with Prefer tx=rollback', group: 'rpc', run: (c) => c.rpc('get_shared_trip', { p_token: 'no-such-link' }).rollback() },
  { name: 'rpc share read with Prefer tx=commit', group: 'rpc', run: (c) => c.rpc('get_shared_trip', { p_token: 'no-such-link' }).setHeader('Prefer', 'tx=commit') },
  {
    name: 'rpc write with Prefer handling=strict, tx=rollback (accepted)',
    group: 'rpc',
    run: (c, f) => c.rpc('add_live_money', { p_session_id: f.demoSlotSessions[0], p_entry_id: '00000000-0000-4000-8000-000000000009', p_amount: 5 }).setHeader('Prefer', 'handling=strict, tx=rollback'),
  },

  // --- write errors -------------------------------------------------------------------------------
  { name: 'insert violating check constraint', group: 'error', run: (c, f) => c.from('w2g_jackpots').insert({ user_id: f.demo, jackpot_date: f.today, amount: -5 }) },
  { name: 'insert violating not null', group: 'error', run: (c, f) => c.from('support_tickets').insert({ user_id: f.demo, category: 'technical' }) },
  { name: 'insert duplicate primary key', group: 'error', run: (c, f) => c.from('slot_machine_manufacturers').insert({ id: f.casinos[0], name: 'dup' }).then(() => c.from('slot_machine_manufacturers').insert({ id: f.casinos[0], name: 'dup' })) },
  { name: 'insert unknown column', group: 'error', run: (c) => c.from('slot_machine_manufacturers').insert({ name: 'x', no_such_column: 1 }) },
  { name: 'insert foreign key violation', group: 'error', run: (c, f) => c.from('gambling_sessions').insert({ user_id: f.demo, casino_id: '00000000-0000-0000-0000-000000000001', session_date: f.today }) },
  { name: 'upsert on_conflict without unique index', group: 'error', run: (c, f) => c.from('user_casino_preferences').upsert({ user_id: f.demo, casino_id: f.casinos[3] }, { onConflict: 'player_club_id' }) },
  { name: 'update with unknown column', group: 'error', run: (c, f) => c.from('profiles').update({ no_such_column: 1 }).eq('id', f.demo) },
  { name: 'invalid json value type', group: 'error', run: (c, f) => c.from('gambling_sessions').insert({ user_id: f.demo, session_date: f.today, coins_in: 'lots' }) },
];

export const CASES: Case[] = [...reads, ...writes];
