import { useEffect } from 'react';

const SITE = 'Kakyerɛ';

/** Sets the tab title while the component is shown, and puts the previous one back afterwards. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${SITE}` : `${SITE} · Parliament of Ghana, in plain words`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
