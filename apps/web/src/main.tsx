import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import './index.css';
import { startLanguage } from './lib/language.ts';

const root = createRoot(document.getElementById('root')!);
// The first screen renders in the visitor's language: its words (one small chunk) come first, while
// index.html's shell is on screen. Should that chunk fail, the shop still starts.
void startLanguage()
  .catch(() => undefined)
  .then(() =>
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
    }),
  );
