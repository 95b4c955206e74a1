import { paths } from '@/config/paths';

/** The sessions page opened on its Slot Sessions tab. */
export const SLOT_TAB_HREF = `${paths.sessions.getHref()}?tab=slot`;

/** The sessions page opened on its Casino Sessions tab. */
export const CASINO_TAB_HREF = `${paths.sessions.getHref()}?tab=casino`;
