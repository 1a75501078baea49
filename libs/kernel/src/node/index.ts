// @cuvee/kernel/node: the kernel's helpers that need Node (the main entry also runs in the browser).
export { requestHashOf } from './request-hash.js';
export { plainText, sanitizeRichText } from './rich-text.js';
