export * from './messages.js';
export * from './failure.js';
export { isEmpty, textOf, characterCount, parseDecimalInput } from './values.js';
export { isEmail } from './text-rules.js';
export { parseMobilePhone, MOBILE_PHONE_COUNTRIES, OPTIONAL_MOBILE_PHONE_COUNTRIES } from './telephone.js';
export type { MobilePhone, MobilePhoneCountry } from './telephone.js';
export { parsePhoneNumber, phoneNumber, PHONE_NUMBER_COUNTRIES, type PhoneNumber } from './phone-number.js';
export { knownKey, vatNumber } from './reference-rules.js';
export { parseDateInput } from './date-input.js';
// Apart from the rules registry, which also holds the telephone rule and its phone-number metadata.
export { cardExpiry, cardNumber, cvv } from './payment-card.js';
export { isValidPostalCode, postalFor, POSTAL_CODE_PATTERNS } from './postal.js';
export { addRecipient, confirmKeyword, confirmKeywordMatches } from './confirmation.js';
export * from './combinators.js';
export * from './settings-shape.js';
export * from './rules.js';
export {
  COUNTER_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  PROMOCODE_MAX_LENGTH,
} from './text-rules.js';
export { FEE_MAX_EXCLUSIVE } from './number-rules.js';
export { containsScript } from './rich-text.js';
