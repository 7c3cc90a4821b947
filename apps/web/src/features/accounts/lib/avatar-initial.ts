/**
 * The letter an avatar without a photo shows: the first letter of the name, else of the e-mail,
 * upper-cased ('?' when there is neither). Whole characters, so an accented or non-Latin first
 * letter is kept intact.
 */
export function avatarInitial(name: string | null | undefined, email: string | null | undefined): string {
  const source = name?.trim() || email?.trim() || '';
  const [first] = Array.from(source);
  return first ? first.toLocaleUpperCase('en-GB') : '?';
}

/** A photo address the page may load: https only (no data:, javascript: or plain http). */
export function safePhotoUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
