let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind a dialog from scrolling; nested dialogs share one lock. */
export function lockScroll(): () => void {
  const html = document.documentElement;
  if (locks === 0) {
    saved = { overflow: html.style.overflow, paddingRight: html.style.paddingRight };
    // Keep the layout from jumping sideways when the scroll bar disappears.
    const scrollbar = window.innerWidth - html.clientWidth;
    html.style.overflow = 'hidden';
    if (scrollbar > 0) html.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      html.style.overflow = saved.overflow;
      html.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
