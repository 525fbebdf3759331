import { useEffect } from 'react';

/** The product's name as users see it (the shell titles its own pages the same way). */
const PRODUCT_NAME = 'CareLink';

/** Titles the browser tab: 'Find Doctors · CareLink'. Nothing is set while `title` is empty. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
