/** The shareable address of one Hansard. */
export function hansardPermalink(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/hansards/${encodeURIComponent(id)}`;
}

export function hansardPdfPath(id: string): string {
  return `/api/hansards/${encodeURIComponent(id)}/pdf`;
}
