/** Location state understood by the shell: keep the scroll position on this navigation. */
export interface KeepScrollState {
  keepScroll?: boolean;
}

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as KeepScrollState).keepScroll === true;
}
