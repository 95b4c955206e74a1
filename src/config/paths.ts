import { playFilterSearch, type PlayFilter } from './play-filters';

type Id = string | number;

/**
 * Record W2G's prefill through its URL: ?casino=<id>&machine=<id>&session=<id>&date=yyyy-MM-dd&time=HH:mm, and
 * ?back=floor when it was opened from the casino session's card (saved, it goes back there).
 */
export type W2gPrefill = {
  casino?: string | null;
  machine?: string | null;
  session?: string | null;
  date?: string;
  time?: string;
  back?: 'floor';
};

/** Home at the casino session's card (the live machine on it): where the floor bar and a jackpot recorded from the card go. */
export const FLOOR_CARD_HREF = '/#casino-session-in-progress';

/** Every route of the app: `path` for the router, `getHref(...)` for links. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },

  /** `filter` opens the Slot Sessions list filtered to an Insights row (casino, game, hour, period, …). */
  sessions: {
    path: '/sessions',
    getHref: (filter?: PlayFilter) => {
      const query = filter ? playFilterSearch(filter) : '';
      return query ? `/sessions?tab=slot&${query}` : '/sessions';
    },
  },
  sessionDetail: { path: '/sessions/:sessionId', getHref: (sessionId: Id) => `/sessions/${encodeURIComponent(sessionId)}` },
  sessionEdit: { path: '/sessions/:sessionId/edit', getHref: (sessionId: Id) => `/sessions/${encodeURIComponent(sessionId)}/edit` },

  casinos: { path: '/casinos', getHref: () => '/casinos' },
  casinoDetail: { path: '/casinos/:casinoId', getHref: (casinoId: Id) => `/casinos/${encodeURIComponent(casinoId)}` },

  /** `section` opens Account at that card (e.g. 'play-limits'). */
  account: { path: '/account', getHref: (section?: 'play-limits' | 'my-tickets') => (section ? `/account#${section}` : '/account') },

  /** `prefill` starts the form on a casino, machine, date and time (the casino session card's Jackpot). */
  w2gNew: {
    path: '/w2g/new',
    getHref: (prefill?: W2gPrefill) => {
      const query = new URLSearchParams(Object.entries(prefill ?? {}).filter((e): e is [string, string] => !!e[1])).toString();
      return query ? `/w2g/new?${query}` : '/w2g/new';
    },
  },
  /** `saved` opens the W2G jackpot just recorded (its id and date: the date picks the year shown). */
  w2gReports: {
    path: '/w2g/reports',
    getHref: (saved?: { jackpot: string; date: string }) =>
      saved ? `/w2g/reports?${new URLSearchParams({ jackpot: saved.jackpot, date: saved.date }).toString()}` : '/w2g/reports',
  },
  w2gExport: { path: '/w2g/export', getHref: () => '/w2g/export' },
  /** `search` holds the period and grouping (?period=year&year=2025&group=hour). */
  insights: { path: '/insights', getHref: (search?: string) => (search ? `/insights?${search}` : '/insights') },
  /** `game` opens a catalog game's casinos (?game=<slot machine id>). */
  find: { path: '/find', getHref: (game?: string) => (game ? `/find?game=${encodeURIComponent(game)}` : '/find') },
  taxYear: { path: '/tax-year', getHref: (year?: number) => (year ? `/tax-year?year=${year}` : '/tax-year') },

  /** Trips: the list with suggestions, one trip's page, and a trip's share page (public, no sign-in). */
  trips: { path: '/trips', getHref: () => '/trips' },
  tripDetail: { path: '/trips/:tripId', getHref: (tripId: Id) => `/trips/${encodeURIComponent(tripId)}` },
  sharedTrip: { path: '/shared/trip/:token', getHref: (token: string) => `/shared/trip/${encodeURIComponent(token)}` },
  /** A tax year a player handed to their tax preparer (public, no sign-in). */
  sharedTax: { path: '/shared/tax/:token', getHref: (token: string) => `/shared/tax/${encodeURIComponent(token)}` },

  /** Every notification in full (the bell's "View All Notifications"). */
  notifications: { path: '/notifications', getHref: () => '/notifications' },

  social: { path: '/social', getHref: () => '/social' },
  socialNew: { path: '/social/new', getHref: () => '/social/new' },
  postDetail: { path: '/social/:postId', getHref: (postId: Id) => `/social/${encodeURIComponent(postId)}` },

  admin: {
    auth: { path: '/admin/auth', getHref: () => '/admin/auth' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    casinos: { path: '/admin/casinos', getHref: () => '/admin/casinos' },
    casinoSlotMachines: {
      path: '/admin/casinos/:casinoId/slot-machines',
      getHref: (casinoId: Id) => `/admin/casinos/${encodeURIComponent(casinoId)}/slot-machines`,
    },
    slotMachines: { path: '/admin/slot-machines', getHref: () => '/admin/slot-machines' },
    notifications: { path: '/admin/notifications', getHref: () => '/admin/notifications' },
    social: { path: '/admin/social', getHref: () => '/admin/social' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    activity: { path: '/admin/activity', getHref: () => '/admin/activity' },
  },
} as const;
