import { BadRequestException } from '@nestjs/common';
import { failure } from '@cuvee/kernel';
import { encodeFailure } from '@cuvee/platform';
import type { AskedRate } from '../domain/booking-rules.js';

/** One booking asked for: an event, a slot key and rates with quantities (prices are the event's). */
export interface BookingRequest {
  readonly eventId: number;
  readonly slotKey: string;
  readonly rates: readonly AskedRate[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A cart's reservation line (kernel CartReservationLine) read as a booking request: the event id, the
 * slot's key and each rate's id and quantity; whatever else the cart carries (prices, totals) is
 * ignored, the server prices. A line that does not have that shape is a 400 naming the field.
 */
export function bookingRequestOfCartLine(line: Record<string, unknown>): BookingRequest {
  const eventId = Number(line['eventId']);
  const slot = line['selectedSlot'];
  const prices = line['selectedPrices'];
  if (!Number.isSafeInteger(eventId) || eventId < 1) throw invalid('eventId');
  if (!isObject(slot) || typeof slot['slotId'] !== 'string' || slot['slotId'].length > 16)
    throw invalid('selectedSlot');
  if (!Array.isArray(prices) || prices.length > 20) throw invalid('selectedPrices');
  const rates = prices.map((price) => {
    if (!isObject(price) || typeof price['priceId'] !== 'string' || !Number.isSafeInteger(price['quantity']))
      throw invalid('selectedPrices');
    return { rateId: price['priceId'], quantity: price['quantity'] as number };
  });
  return { eventId, slotKey: slot['slotId'], rates };
}

function invalid(field: string): BadRequestException {
  return new BadRequestException({
    message: [encodeFailure(failure('validation.invalidField', { property: `reservations.${field}` }))],
  });
}
