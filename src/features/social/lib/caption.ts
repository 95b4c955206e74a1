/** Caption rules (spec part 2 §5, §9): trimmed and cut to 1000 characters; empty is stored as null. */
export const CAPTION_MAX = 1000;

export function normalizeCaption(raw: string | null | undefined): string | null {
  const cut = (raw ?? '').trim().slice(0, CAPTION_MAX).trim();
  return cut === '' ? null : cut;
}
