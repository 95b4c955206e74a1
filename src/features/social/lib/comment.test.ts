import { COMMENT_MAX, commentContentSchema } from './comment';

describe('commentContentSchema', () => {
  it('accepts text and trims it', () => {
    expect(commentContentSchema.parse('  Congrats!  ')).toBe('Congrats!');
  });

  it("refuses an empty or whitespace-only comment with 'Comment cannot be empty'", () => {
    for (const value of ['', '   ', '\n\t']) {
      const result = commentContentSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Comment cannot be empty');
    }
  });

  it('allows 500 characters and refuses 501', () => {
    expect(commentContentSchema.safeParse('a'.repeat(COMMENT_MAX)).success).toBe(true);
    expect(commentContentSchema.safeParse('a'.repeat(COMMENT_MAX + 1)).success).toBe(false);
  });
});
