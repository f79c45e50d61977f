import { useCallback, useLayoutEffect } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';

let waiting: (() => void)[] = [];

/**
 * Rendered once inside the router (app/router.tsx): settles every `navigateAndWait` as soon as
 * the page it asked for is on screen.
 */
export function NavigationCommits(): null {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const settled = waiting;
    waiting = [];
    for (const resolve of settled) resolve();
  }, [key]);
  return null;
}

/**
 * `navigate` that resolves once the new page is shown. Navigations are transitions: the current
 * page stays until the next one's code has loaded, so whatever must happen only after leaving
 * (signing out, emptying the cart) waits for this rather than for `navigate` to return.
 */
export function useNavigateAndWait(): (to: To, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      const shown = new Promise<void>((resolve) => waiting.push(resolve));
      void navigate(to, options);
      return shown;
    },
    [navigate],
  );
}
