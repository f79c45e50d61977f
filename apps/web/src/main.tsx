import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import './index.css';
import './lib/i18n.ts';

const root = createRoot(document.getElementById('root')!);
// A transition, so React renders the first screen in slices and yields to the browser between
// them (a phone stays responsive while it boots) instead of in one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
