import { createElement, use, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from './route-error.tsx';
import { trackRouteLoad } from './route-loading.ts';

/** A component whose code arrives on demand, and that can be asked for it before it renders. */
export type Preloadable = ComponentType & { preload: () => Promise<unknown> };

/**
 * Like `React.lazy`, plus `preload()`: once the code has arrived the component renders at once,
 * without suspending. The server loads the code of the page it draws before drawing it, and the
 * browser loads it before hydrating that HTML, so neither ever shows the loading fallback in its place.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // A failed load stays failed, as React.lazy's does: the screen's error boundary says so and
  // offers a reload (asking again on every render would only suspend, again and again).
  const preload = () => (loading ??= load().then((module) => (Loaded = module.default)));
  function Lazy() {
    // One component per `preloadable()` for the life of the app (its module's), never one per render.
    return createElement(Loaded ?? use(preload()));
  }
  return Object.assign(Lazy, { preload });
}

/**
 * A screen as its own lazily loaded chunk: a shopper's first page loads only what it needs.
 * Navigations are transitions (`BrowserRouter`), so the current screen stays, under the layout's
 * progress bar, until the next one's code has arrived.
 */
export function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Screen = preloadable(trackRouteLoad(load));
  return <Screen />;
}

/** The code behind a route's element, when it is a `page()` or another preloadable component. */
export function preloadOf(element: ReactNode): (() => Promise<unknown>) | undefined {
  const type = (element as ReactElement | null)?.type;
  return typeof type === 'function' ? (type as Partial<Preloadable>).preload : undefined;
}

/** A failing screen shows its message inside the layout (header and footer stay around it). */
export function Screens() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
