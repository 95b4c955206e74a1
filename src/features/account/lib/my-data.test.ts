import { describe, expect, it } from 'vitest';
import types from '@/lib/database.types.ts?raw';
import { MY_TABLES } from './my-data';

/** The public tables whose rows name a user (a column `user_id` or ending in `_user_id`), read from the generated types. */
function tablesWithAUser(): { table: string; column: string }[] {
  const publicTables = types.slice(types.indexOf('public: {'));
  const tables = publicTables.slice(publicTables.indexOf('Tables: {'), publicTables.indexOf('Views: {'));
  return [...tables.matchAll(/\n {6}(\w+): \{\n {8}Row: \{([\s\S]*?)\n {8}\}/g)].flatMap(([, table, row]) => {
    const column = [...row.matchAll(/\n {10}(\w+)\??:/g)].map(([, c]) => c).find((c) => c === 'user_id' || c.endsWith('_user_id'));
    return column ? [{ table, column }] : [];
  });
}

describe('Download my data', () => {
  it('covers every table with a user_id, by that column', () => {
    const found = tablesWithAUser();
    // Worked out from the migrations: twenty-one tables hold a user's rows (the profile is keyed by id instead).
    expect(found.map((t) => t.table).sort()).toEqual([
      'casino_sessions',
      'casino_win_loss_statements',
      'gambling_sessions',
      'households',
      'play_limit_crossings',
      'preparer_link_openings',
      'preparer_links',
      'social_post_comments',
      'social_post_reactions',
      'social_post_reports',
      'social_posts',
      'support_tickets',
      'trip_comps',
      'trip_costs',
      'trip_shares',
      'trip_suggestion_dismissals',
      'trips',
      'user_casino_preferences',
      'user_notifications',
      'w2g_jackpots',
      'wish_list_games',
    ]);
    const exported = new Map(MY_TABLES.map((t) => [t.table as string, t.owner]));
    for (const { table, column } of found) expect(exported.get(table), table).toBe(column);
    expect(exported.get('profiles')).toBe('id');
    expect(exported.get('play_limits')).toBe('id');
  });
});
