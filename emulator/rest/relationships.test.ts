import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { findRelationship } from './relationships';
import type { ForeignKey, SchemaCache, Table } from './schema-cache';

const table = (name: string, pk: string[], uniques: string[][] = [pk]): Table => ({ name, isView: false, columns: new Map(), pk, uniques });
const fk = (name: string, t: string, columns: string[], refTable: string, refColumns = ['id']): ForeignKey => ({ name, table: t, columns, refTable, refColumns });

const cache: SchemaCache = {
  schema: 'public',
  tables: new Map(
    [table('users', ['id']), table('posts', ['id']), table('profiles', ['id'], [['id'], ['user_id']]), table('messages', ['id']), table('tags', ['id']), table('post_tags', ['post_id', 'tag_id'])].map((t) => [t.name, t]),
  ),
  fks: [
    fk('posts_author_fkey', 'posts', ['author_id'], 'users'),
    fk('profiles_user_fkey', 'profiles', ['user_id'], 'users'),
    fk('messages_sender_fkey', 'messages', ['sender_id'], 'users'),
    fk('messages_receiver_fkey', 'messages', ['receiver_id'], 'users'),
    fk('post_tags_post_fkey', 'post_tags', ['post_id'], 'posts'),
    fk('post_tags_tag_fkey', 'post_tags', ['tag_id'], 'tags'),
  ],
  functions: new Map(),
};

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { status: (e as HttpError).status, code: (e as HttpError).body.code };
  }
};

describe('findRelationship', () => {
  it('finds many-to-one, one-to-many and one-to-one', () => {
    expect(findRelationship(cache, 'posts', 'users')).toMatchObject({ cardinality: 'many-to-one', toOne: true, forward: true });
    expect(findRelationship(cache, 'users', 'posts')).toMatchObject({ cardinality: 'one-to-many', toOne: false });
    expect(findRelationship(cache, 'users', 'profiles')).toMatchObject({ cardinality: 'one-to-one', toOne: true });
  });

  it('finds many-to-many through a junction whose key holds both FKs', () => {
    expect(findRelationship(cache, 'posts', 'tags')).toMatchObject({ cardinality: 'many-to-many', junction: { table: 'post_tags' } });
  });

  it('embeds through a FK column or constraint name', () => {
    expect(findRelationship(cache, 'posts', 'author_id')).toMatchObject({ child: 'users', fk: { name: 'posts_author_fkey' } });
    expect(findRelationship(cache, 'messages', 'messages_receiver_fkey')).toMatchObject({ child: 'users' });
  });

  it('is ambiguous (300 PGRST201) without a hint, resolved by constraint or column hints', () => {
    expect(codeOf(() => findRelationship(cache, 'messages', 'users'))).toEqual({ status: 300, code: 'PGRST201' });
    expect(findRelationship(cache, 'messages', 'users', 'messages_sender_fkey').fk.columns).toEqual(['sender_id']);
    expect(findRelationship(cache, 'messages', 'users', 'receiver_id').fk.columns).toEqual(['receiver_id']);
  });

  it('is 400 PGRST200 when nothing relates', () => {
    expect(codeOf(() => findRelationship(cache, 'tags', 'users'))).toEqual({ status: 400, code: 'PGRST200' });
    expect(codeOf(() => findRelationship(cache, 'posts', 'users', 'nope'))).toEqual({ status: 400, code: 'PGRST200' });
  });
});
