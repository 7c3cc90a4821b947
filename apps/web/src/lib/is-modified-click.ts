import type { MouseEvent } from 'react';

/**
 * A click on a link the browser should handle itself (a new tab or window, a download), rather
 * than the app in place.
 */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
