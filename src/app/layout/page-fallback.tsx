import { useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { isFirstPageRendered } from '@/hooks/use-lazy-module';

/**
 * The route shell index.html painted for this address (scripts/vite-route-shells.ts), read once before the app
 * first renders over it: its <main> content, and the path it was chosen for.
 */
const shell = (() => {
  if (typeof document === 'undefined') return null;
  const main = document.querySelector<HTMLElement>('#root main[data-shell-path]');
  return main?.dataset.shellPath ? { path: main.dataset.shellPath, html: main.innerHTML } : null;
})();

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * What a player screen shows while its code or the device copy loads: on the first screen of a cold start,
 * the route shell's content that is already on screen (the heading stays where it is instead of giving way
 * to a spinner and coming back); otherwise the spinner.
 */
export function PageFallback() {
  const { pathname } = useLocation();
  if (shell && !isFirstPageRendered() && normalise(pathname) === shell.path) {
    // Static markup of the screen's own components, rendered at build time; the session's values in it are text.
    return <div aria-busy="true" dangerouslySetInnerHTML={{ __html: shell.html }} />;
  }
  return <FullPageSpinner />;
}
