import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How many frames the section is kept in view while the cards above it load and grow. */
const SETTLE_FRAMES = 90;

/**
 * Opens a page at the element the URL's #hash names (Account → #play-limits): scrolled to it once rendered, and
 * kept there while content above it is still arriving, until the player scrolls or touches first.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let frame = 0;
    let left = SETTLE_FRAMES;
    const stop = () => {
      cancelAnimationFrame(frame);
      left = 0;
    };
    const step = () => {
      const el = document.getElementById(id);
      if (el) {
        const top = el.getBoundingClientRect().top;
        const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
        if (Math.abs(top - margin) > 1) el.scrollIntoView({ block: 'start' });
      }
      if (--left > 0) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [hash, key]);
}
