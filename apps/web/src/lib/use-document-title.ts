import { useEffect } from 'react';

const SHOP = 'STREETWEAR MM';

/** Sets the tab title (and so what a screen reader announces on navigation) for a screen. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP}` : SHOP;
  }, [title]);
}
