import type { ComponentType } from 'react';
import type { PreloadedPage } from '@shop/shared/paths';

/**
 * The screens of the pages the server fills with preloads of their first fetches (decision 019).
 * The router loads them from here, and the build reads this table (`preloadChunks`,
 * apps/web/preload-chunks.ts) to name each screen's chunk for the server: a screen moved or
 * renamed here needs no change on the server.
 */
export const preloadedScreens = {
  home: () => import('../routes/store/home.tsx'),
  category: () => import('../routes/store/category.tsx'),
  product: () => import('../routes/store/product.tsx'),
} satisfies Record<PreloadedPage, () => Promise<{ default: ComponentType }>>;
