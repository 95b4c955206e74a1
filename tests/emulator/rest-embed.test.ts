import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table re_users (id int primary key, name text not null);
    create table re_posts (id int primary key, author_id int references re_users(id), title text not null);
    create table re_comments (id int primary key, post_id int not null references re_posts(id), body text not null, stars int);
    create table re_messages (id int primary key, sender_id int constraint re_messages_sender_fkey references re_users(id),
      receiver_id int constraint re_messages_receiver_fkey references re_users(id), text text);
    create table re_tags (id int primary key, label text);
    create table re_post_tags (post_id int references re_posts(id), tag_id int references re_tags(id), primary key (post_id, tag_id));
    create table re_lonely (id int primary key);
    grant all on re_users, re_posts, re_comments, re_messages, re_tags, re_post_tags, re_lonely to service_role;
    insert into re_users values (1, 'ann'), (2, 'bob'), (3, 'cy');
    insert into re_posts values (10, 1, 'first'), (11, 1, 'second'), (12, 2, 'third'), (13, null, 'orphan');
    insert into re_comments values (100, 10, 'nice', 5), (101, 10, 'meh', 2), (102, 12, 'ok', 3);
    insert into re_messages values (1, 1, 2, 'hi bob'), (2, 2, 1, 'hi ann');
    insert into re_tags values (1, 'red'), (2, 'blue');
    insert into re_post_tags values (10, 1), (10, 2), (11, 2);
  `);
});
afterAll(async () => emu?.close());

describe('rest embed', () => {
  it('many-to-one embeds an object, or null when there is no parent', async () => {
    const { data, error } = await emu.service().from('re_posts').select('id, re_users(name)').in('id', [10, 13]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 10, re_users: { name: 'ann' } },
      { id: 13, re_users: null },
    ]);
  });

  it('one-to-many embeds an array, [] when there are no children', async () => {
    const { data, error } = await emu.service().from('re_users').select('name, re_posts(id)').order('id').order('id', { referencedTable: 're_posts' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'ann', re_posts: [{ id: 10 }, { id: 11 }] },
      { name: 'bob', re_posts: [{ id: 12 }] },
      { name: 'cy', re_posts: [] },
    ]);
  });

  it('nests embeds and applies embedded order and limit', async () => {
    const { data, error } = await emu
      .service()
      .from('re_users')
      .select('name, re_posts(title, re_comments(body))')
      .eq('id', 1)
      .order('id', { referencedTable: 're_posts', ascending: false })
      .limit(1, { referencedTable: 're_posts' });
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'ann', re_posts: [{ title: 'second', re_comments: [] }] }]);
  });

  it('embedded filters shape children but never remove parents', async () => {
    const { data, error } = await emu.service().from('re_posts').select('id, re_comments(body)').eq('re_comments.stars', 5).in('id', [10, 11]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 10, re_comments: [{ body: 'nice' }] },
      { id: 11, re_comments: [] },
    ]);
  });

  it('!inner removes parents without matching children', async () => {
    const { data, error } = await emu.service().from('re_posts').select('id, re_comments!inner(body)').eq('re_comments.stars', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 12, re_comments: [{ body: 'ok' }] }]);
  });

  it('rel=not.is.null filters parents like an inner join', async () => {
    const { data, error } = await emu.service().from('re_posts').select('id, re_comments(id)').not('re_comments', 'is', null).order('id');
    expect(error).toBeNull();
    expect(data?.map((r) => r.id)).toEqual([10, 12]);
  });

  it('ambiguous relationships are 300 PGRST201 with the options', async () => {
    const { error, status } = await emu.service().from('re_messages').select('id, re_users(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.message).toBe("Could not embed because more than one relationship was found for 're_messages' and 're_users'");
    expect(error?.hint).toContain("'re_users!re_messages_sender_fkey'");
  });

  it('disambiguates with a constraint-name hint and an alias, and with a column hint', async () => {
    const { data, error } = await emu
      .service()
      .from('re_messages')
      .select('id, sender:re_users!re_messages_sender_fkey(name), receiver:re_users!receiver_id(name)')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, sender: { name: 'ann' }, receiver: { name: 'bob' } }]);
  });

  it('embeds through a FK column name', async () => {
    const { data, error } = await emu.service().from('re_posts').select('id, author_id(name)').eq('id', 12);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 12, author_id: { name: 'bob' } }]);
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data, error } = await emu.service().from('re_posts').select('id, re_tags(label)').eq('id', 10).order('id', { referencedTable: 're_tags' });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 10, re_tags: [{ label: 'red' }, { label: 'blue' }] }]);
  });

  it('no relationship is 400 PGRST200', async () => {
    const { error, status } = await emu.service().from('re_posts').select('id, re_lonely(*)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
    expect(error?.message).toBe("Could not find a relationship between 're_posts' and 're_lonely' in the schema cache");
  });

  it('embedded or filter shapes the child array', async () => {
    const { data, error } = await emu.service().from('re_posts').select('id, re_comments(id)').eq('id', 10).or('stars.eq.2,stars.gt.4', { referencedTable: 're_comments' }).order('id', { referencedTable: 're_comments' });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 10, re_comments: [{ id: 100 }, { id: 101 }] }]);
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data, error } = await emu.service().from('re_posts').select('id, ...re_users(author:name)').eq('id', 11);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 11, author: 'ann' }]);
  });
});
