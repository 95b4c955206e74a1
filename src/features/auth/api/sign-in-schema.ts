import { z } from 'zod';

/**
 * The sign-in form's input schema. It lives apart from sign-in.ts so that the sign-in screen renders
 * without zod: the form fetches this module on its first validation (see lazyZodResolver).
 */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
