import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another page, the focus goes to the page's content (`targetId`, focusable with
 * tabIndex -1): a screen reader reads the new page rather than staying silent on a link that is
 * gone, and the next Tab starts in the content. The first page of a visit keeps the browser's
 * own focus; a change of the query alone (a colour picked) moves nothing.
 */
export function useFocusOnNavigation(targetId: string): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [pathname, targetId]);
}
