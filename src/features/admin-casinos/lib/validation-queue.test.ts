import { sortQueue } from './validation-queue';

const row = (id: string, validation_status: string, data_quality_score: number, updated_at: string) => ({
  id,
  validation_status,
  data_quality_score,
  updated_at,
});

describe('validation queue order', () => {
  it('puts flagged before pending, then lowest score, then oldest update', () => {
    const rows = [
      row('p-high', 'pending', 90, '2024-01-01T00:00:00Z'),
      row('p-low-new', 'pending', 10, '2024-06-01T00:00:00Z'),
      row('f-high', 'flagged', 80, '2024-01-01T00:00:00Z'),
      row('p-low-old', 'pending', 10, '2023-06-01T00:00:00Z'),
      row('f-low', 'flagged', 20, '2024-03-01T00:00:00Z'),
    ];
    expect(sortQueue(rows).map((r) => r.id)).toEqual(['f-low', 'f-high', 'p-low-old', 'p-low-new', 'p-high']);
  });

  it('does not change its input', () => {
    const rows = [row('b', 'pending', 5, '2024-01-01T00:00:00Z'), row('a', 'flagged', 5, '2024-01-01T00:00:00Z')];
    sortQueue(rows);
    expect(rows.map((r) => r.id)).toEqual(['b', 'a']);
  });
});
