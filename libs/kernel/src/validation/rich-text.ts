/* What the rich-text editors' HTML may not carry, told to the user before it is sanitised (the
 * sanitiser itself needs Node: @cuvee/kernel/node). */

/**
 * Whether the HTML carries something meant to run (a script, an event handler, a javascript: link, a
 * frame or a form): refused with a message rather than silently cut, so the user knows what happened.
 * Sanitising stays the defence; this only decides what to tell.
 */
export function containsScript(html: string): boolean {
  return /<\s*(script|iframe|object|embed|form|frame|frameset)\b|\son[a-z]+\s*=|javascript\s*:/i.test(html);
}
