import { documentTitle } from '@kakyere/contract/constants';
import { useEffect } from 'react';

/**
 * Sets the tab title while the component is shown, and puts the previous one back afterwards. Pages
 * take their titles from the page table (PAGES), as the server's head does.
 * null is the site's own title; undefined leaves the title to someone else (a list whose dialog is
 * open: the child's effect runs first, so the list would otherwise overwrite the dialog's title).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
