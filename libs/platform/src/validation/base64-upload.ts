/*
 * A file sent inside a JSON body: base64 text, bare or as the data URL a browser's FileReader gives
 * ("data:text/csv;base64,…"). Checked by one pass over the characters: a regular expression with `+`
 * over a body of megabytes exhausts V8's backtracking stack ("Maximum call stack size exceeded", a 500).
 */

const DATA_URL = /^data:([\w.+/-]*);base64,/;

/** The media type a data URL names ('' for none), and where the base64 text starts. */
function split(value: string): { mediaType: string | null; start: number } {
  // The prefix is short: the expression only ever reads the first few characters.
  const prefix = DATA_URL.exec(value.slice(0, 200));
  return prefix ? { mediaType: prefix[1]!, start: prefix[0].length } : { mediaType: null, start: 0 };
}

const isBase64Char = (code: number) =>
  (code >= 65 && code <= 90) || // A-Z
  (code >= 97 && code <= 122) || // a-z
  (code >= 48 && code <= 57) || // 0-9
  code === 43 || // +
  code === 47 || // /
  code === 10 || // \n
  code === 13; // \r

/**
 * Whether `value` is base64 text with at least one character, bare or as a data URL whose media type
 * `mediaType` accepts (any when omitted), with at most two `=` at its end.
 */
export function isBase64Upload(value: unknown, mediaType?: RegExp): value is string {
  if (typeof value !== 'string') return false;
  const { mediaType: named, start } = split(value);
  if (named !== null && mediaType && !mediaType.test(named)) return false;
  let end = value.length;
  while (end > start && value.length - end < 2 && value.charCodeAt(end - 1) === 61) end--; // '='
  if (end === start) return false;
  for (let index = start; index < end; index++) if (!isBase64Char(value.charCodeAt(index))) return false;
  return true;
}

/** The bytes of an upload `isBase64Upload` accepted. */
export function decodeBase64Upload(value: string): Buffer {
  return Buffer.from(value.slice(split(value).start), 'base64');
}
