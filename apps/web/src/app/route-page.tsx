import { lazy, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from './route-error.tsx';
import { trackRouteLoad } from './route-loading.ts';

/**
 * A screen as its own lazily loaded chunk: a shopper's first page loads only what it needs.
 * Navigations are transitions (`BrowserRouter`), so the current screen stays, under the layout's
 * progress bar, until the next one's code has arrived.
 */
export function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Screen = lazy(trackRouteLoad(load));
  return <Screen />;
}

/** A failing screen shows its message inside the layout (header and footer stay around it). */
export function Screens() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
