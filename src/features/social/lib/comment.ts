import { z } from 'zod';

/** Comment rules (spec part 2 §5, §9). */
export const COMMENT_MAX = 500;

export const commentContentSchema = z
  .string()
  .trim()
  .min(1, 'Comment cannot be empty')
  .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`);
