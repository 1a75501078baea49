import { cgu, emailRecipients } from './confirmation.js';
import { date } from './date-input.js';
import type { ValidationRule } from './failure.js';
import { fee, mongoid, number, numberFloat, tva } from './number-rules.js';
import { cardExpiry, cardNumber, cvv } from './payment-card.js';
import { postal } from './postal.js';
import { telephone, telephoneOptional } from './telephone.js';
import {
  counter,
  description,
  email,
  link,
  needed,
  password,
  promocode,
  siret,
  string,
  tvacode,
  url,
  username,
} from './text-rules.js';

/**
 * Every field rule under its historical name (docs/kernel.md "Field rules and messages"): rules.needed(value) → failure or null.
 * Rules that need an argument are factories beside them: postalFor(country), confirmKeyword(word);
 * cardExpiry takes an optional `now`.
 */
export const rules = {
  needed,
  email,
  counter,
  url,
  number,
  numberFloat,
  mongoid,
  link,
  string,
  username,
  telephone,
  telephoneOptional,
  date,
  postal,
  password,
  description,
  tva,
  fee,
  promocode,
  tvacode,
  siret,
  cardNumber,
  cardExpiry,
  cvv,
  emailRecipients,
  cgu,
} as const satisfies Record<string, ValidationRule>;

export type ValidationRuleName = keyof typeof rules;

/** The same object under a longer name, for modules where `rules` would be ambiguous. */
export const validationRules = rules;

/** Address and contact forms: the required fields, and the terms box. */
export const ADDRESS_FORM_RULES = {
  firstname: [needed],
  lastname: [needed],
  street: [needed],
  zipcode: [needed, postal],
  city: [needed],
  country: [needed],
  cgu: [cgu],
} as const satisfies Record<string, readonly ValidationRule[]>;
