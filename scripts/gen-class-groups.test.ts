import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { createClassMerge } from '../src/lib/class-merge';
import { CLASS_GROUP_TABLE } from '../src/lib/class-groups.generated';
import { buildClassGroupTable, renderClassGroupTable, sourceClassTokens, TABLE_FILE } from './gen-class-groups';
import { seededRandom } from '../src/test/seeded-random';

const merge = createClassMerge(CLASS_GROUP_TABLE);
const tokens = sourceClassTokens();

describe('class merge table', () => {
  it('is current: regenerating it from the classes in src gives the checked-in file (else run npm run gen:class-groups)', () => {
    expect(readFileSync(TABLE_FILE, 'utf8')).toBe(renderClassGroupTable(buildClassGroupTable(tokens)));
  }, 60_000);

  it('merges every ordered pair of the classes in src as tailwind-merge does', () => {
    const classes = Object.keys(CLASS_GROUP_TABLE.groups);
    expect(classes.length).toBeGreaterThan(400);
    const differences: string[][] = [];
    for (const a of classes) {
      for (const b of classes) {
        const list = `${a} ${b}`;
        const ours = merge(list);
        if (ours !== twMerge(list)) differences.push([list, ours, twMerge(list)]);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  }, 60_000);

  it('merges class lists with variants, "!", modifiers and non-Tailwind classes as tailwind-merge does', () => {
    const next = seededRandom(20261125);
    const pool = [...tokens, 'foo', 'group', 'lucide', '!p-2', 'p-4!', 'hover:focus:p-1', 'focus:hover:p-3', 'before:hover:p-2', 'hover:before:p-5', '[&_svg]:hover:p-1', 'hover:[&_svg]:p-2', 'text-sm/6', 'leading-none', '-mt-2', 'mt-4', '[mask-type:alpha]', '[mask-type:luminance]', 'bg-black/50'];
    const differences: string[][] = [];
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from({ length: 2 + Math.floor(next() * 6) }, () => pool[Math.floor(next() * pool.length)]).join(' ');
      if (merge(list) !== twMerge(list)) differences.push([list, merge(list), twMerge(list)]);
    }
    expect(differences.slice(0, 10)).toEqual([]);
    for (const list of ['', 'p-2', '  px-4   p-2  ', 'px-4 py-2 p-3', 'p-3 px-4', 'leading-none text-sm', 'text-sm leading-none', 'md:p-2 p-4', 'hover:md:p-2 md:hover:p-4']) {
      expect(merge(list)).toBe(twMerge(list));
    }
  });
});
