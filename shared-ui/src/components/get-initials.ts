/**
 * Up to two initials for an avatar: first letters of the first and last words, upper-cased
 * ('Ada Lovelace' → 'AL', 'plato' → 'P'). Empty, blank or missing names give ''.
 */
export function getInitials(name: string | null | undefined): string {
  if (!name) return '';
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('en-US');
}
