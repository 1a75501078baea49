import type { Provider } from '@nestjs/common';
import type { DutyRates } from './domain/duty-rates.js';
import { FRENCH_DUTY_RATES } from './domain/french-duty-rates.js';

/**
 * The excise and CSS rates table every price uses (dated editions, ADR 0010). The French table until
 * the context that owns the rates (customs, ADR 0031) fills it with `replaceDutyRates`: each
 * application gets its own copy, read at every use, so a new edition reaches every reader at once.
 */
export const DUTY_RATES = Symbol('DUTY_RATES');

export const dutyRatesProvider: Provider = {
  provide: DUTY_RATES,
  useFactory: (): DutyRates => [...FRENCH_DUTY_RATES],
};
