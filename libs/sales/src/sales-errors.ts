import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { checkTransition, failure, type TransitionMap, type ValidationFailure } from '@cuvee/kernel';
import { encodeFailure } from '@cuvee/platform';

/** A 400 carrying every failure, each with its own parameters (the error filter translates them). */
export function failuresException(failures: readonly ValidationFailure[]): BadRequestException {
  return new BadRequestException({ message: failures.map(encodeFailure) });
}

/** One failure with its parameters, under the given status. */
export function failureException(failure: ValidationFailure, status: HttpStatus): HttpException {
  return new HttpException({ message: failure.code, params: failure.params }, status);
}

/**
 * "Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.": the
 * card was declined (imprint, 3-D Secure or capture). 402 Payment Required.
 */
export function paymentFailed(): HttpException {
  return new HttpException({ message: 'error.paymentFailed' }, HttpStatus.PAYMENT_REQUIRED);
}

/** The checked move of a lifecycle map: the new status, or a 409 with the map's message. */
export function move<S extends string, F>(map: TransitionMap<S, F>, from: S, to: S, facts: F): S {
  const check = checkTransition(map, from, to, facts);
  if (!check.ok) throw failureException(check.failure, HttpStatus.CONFLICT);
  return to;
}

/** An imported order is the former software's history: none of its statuses changes here (ADR 0069). */
export function assertNotImported(order: {
  readonly importId: number | null;
  readonly number: string;
}): void {
  if (order.importId !== null)
    throw failureException(
      failure('sales.importedOrderFrozen', { number: order.number }),
      HttpStatus.CONFLICT,
    );
}
