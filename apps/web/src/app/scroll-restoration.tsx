import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the page was scrolled to, per history entry (`location.key`), for Back and Forward. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward return to where the shopper was; a change of the
 * query alone (a colour picked on a product page) leaves the page where it is; the page as loaded
 * is left where the browser put it.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const action = useNavigationType();
  const shownPath = useRef(pathname);
  const shownKey = useRef(key);
  const loaded = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Scroll events arrive after the render that caused them: they belong to the entry shown now.
    const remember = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const samePage = shownPath.current === pathname;
    shownPath.current = pathname;
    shownKey.current = key;
    // The page the browser loaded is where the browser put it (the top, its #hash, or the place a
    // reload keeps): a page the server drew may already be scrolled by the shopper when its code
    // takes over, and jumping then would pull it from under their finger.
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    // A jump, not the page's smooth scrolling: the shopper is on another page, not moving on this one.
    const jump = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (action === 'POP') jump(positions.get(key) ?? 0);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!samePage) jump(0);
  }, [key, pathname, hash, action]);

  return null;
}
