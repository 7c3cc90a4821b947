let locks = 0;
let saved: string | null = null;

/** Stops the page behind a dialog from scrolling; nested dialogs share one lock. */
export function lockScroll(): () => void {
  const html = document.documentElement;
  if (locks === 0) {
    // Nothing is measured here: `scrollbar-gutter: stable` (index.css) keeps the scroll bar's space,
    // so hiding the overflow cannot shift the page sideways.
    saved = html.style.overflow;
    html.style.overflow = 'hidden';
    html.dataset.scrollLocked = '';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved !== null) {
      html.style.overflow = saved;
      delete html.dataset.scrollLocked;
      saved = null;
    }
  };
}
