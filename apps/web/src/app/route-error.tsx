import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { paths } from '@shop/shared/paths';

/**
 * Shown when a screen fails to load or render, most often a lost connection while fetching the
 * screen's code on a slow network: a reload usually helps.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">{t('errors.pageFailedTitle')}</h1>
      <p className="text-muted">{t('errors.pageFailedBody')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-ink px-5 py-2.5 text-sm font-semibold text-white"
        >
          {t('common.tryAgain')}
        </button>
        <Link to={paths.home} className="rounded-md border border-line px-5 py-2.5 text-sm font-semibold">
          {t('common.goHome')}
        </Link>
      </div>
    </main>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string };

class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // The error belongs to the page it happened on: another address renders normally again.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches a screen that fails to load or render and shows `RouteError` until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
