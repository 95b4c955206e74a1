import bcrypt from 'bcryptjs';
import { errors } from './errors';

export const MIN_PASSWORD_LENGTH = 6;
const BCRYPT_COST = 10;

/** Throws 422 weak_password when the password is shorter than the minimum. */
export function assertStrongPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw errors.weakPassword();
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** Compares against a stored bcrypt hash ($2a$/$2b$/$2y$); false when there is none. */
export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$/.test(hash)) return false;
  return bcrypt.compare(password, hash.replace(/^\$2y\$/, '$2b$'));
}
