import { useEffect } from 'react';
import { withoutWordJoiners } from '@shop/shared/language';

const SHOP = 'STREETWEAR MM';

/**
 * Sets the tab title (and so what a screen reader announces on navigation) for a screen. Without the
 * word joiners of the Burmese catalogue texts (decision 040): a title never breaks over lines, and
 * the browser's history, bookmarks and a shared link keep the title as text to search and paste.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${withoutWordJoiners(title)} | ${SHOP}` : SHOP;
  }, [title]);
}
