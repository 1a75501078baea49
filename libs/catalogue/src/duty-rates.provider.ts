import type { Provider } from '@nestjs/common';
import { FRENCH_DUTY_RATES } from './domain/french-duty-rates.js';

/**
 * The excise and CSS rates table every price uses (dated editions, ADR 0010). The French table by
 * default; a deployment provides its own table under this token to change it without touching code.
 */
export const DUTY_RATES = Symbol('DUTY_RATES');

export const dutyRatesProvider: Provider = { provide: DUTY_RATES, useValue: FRENCH_DUTY_RATES };
