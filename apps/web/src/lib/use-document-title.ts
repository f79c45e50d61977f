import { useEffect } from 'react';
import { withoutWordJoiners } from '@shop/shared/language';

/**
 * The shop's name as the server wrote it in the page's first title ("Cart | <name>", or the name
 * alone): the owner's, from the shop's settings, in the reader's language.
 */
let shop: string | undefined;

/**
 * Sets the tab title (and so what a screen reader announces on navigation) for a screen. Without the
 * word joiners of the Burmese catalogue texts (decision 040): a title never breaks over lines, and
 * the browser's history, bookmarks and a shared link keep the title as text to search and paste.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    shop ??= document.title.split(' | ').pop();
    document.title = title ? `${withoutWordJoiners(title)} | ${shop}` : `${shop}`;
  }, [title]);
}
