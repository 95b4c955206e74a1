/**
 * The page frame's <main>: signed in (room for the phone's bottom bar) and signed out. The route shells in
 * index.html (app/shells/route-shells.tsx) use the signed-in one, so the app's first render lands exactly on them.
 */
export const SIGNED_IN_MAIN_CLASS = 'flex-1 px-4 pt-6 pb-24 md:pb-10';
export const SIGNED_OUT_MAIN_CLASS = 'flex-1 px-4 py-8';
