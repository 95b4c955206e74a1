import type { CoverRect } from '@/lib/cover-rects';

/**
 * The first cover suggested on a new W2G photo: the winner's taxpayer identification number (box 9) of a
 * standard Form W-2G photographed to fill the frame — the middle of the form, a little above centre.
 * The player moves, resizes or removes it.
 */
export const W2G_TIN_SUGGESTION: CoverRect = { x: 0.46, y: 0.36, w: 0.28, h: 0.14 };
