/*
 * Redirect targets (?redirectLink=…, a notification's redirectLink) come from URLs anyone can craft:
 * only a local path is followed, anything else falls back, so the app never sends a user to
 * another site (open redirect) or runs a `javascript:` URL.
 */

/** A control character or DEL: browsers strip tabs and newlines from URLs, turning '/\t/x' into '//x'. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * True for a path on this site: starts with a single '/', not '//' (protocol-relative URL), holds no
 * backslash (browsers read '/\evil.com' as '//evil.com') and no control character. A scheme
 * ('https:', 'javascript:') cannot come first since the first character must be '/'.
 */
export function isLocalPath(target: unknown): target is string {
  return (
    typeof target === 'string' &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.includes('\\') &&
    !hasControlCharacter(target)
  );
}

/** `target` if it is a local path, else `fallback` (itself checked: '/' if it is not local either). */
export function safeRedirect(target: string | null | undefined, fallback = '/dashboard'): string {
  if (isLocalPath(target)) return target;
  return isLocalPath(fallback) ? fallback : '/';
}
