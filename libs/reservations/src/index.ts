// Public surface of @cuvee/reservations: the module and its tables, the booking desk the sales
// checkout calls (ADR 0034), the events it publishes, its domain rules and demo data.
export { ReservationsModule, reservationsEntities } from './reservations.module.js';
export { ReservationEvent } from './events-catalogue/reservation-event.entity.js';
export { ReservationSlot } from './slots/reservation-slot.entity.js';
// The slots with their places left over a time range (the back office's calendar, libs/relays).
export { SlotBoard, type BoardSlot } from './slots/slot-board.js';
export { Reservation, RESERVATION_STATUSES, type ReservationStatus } from './bookings/reservation.entity.js';
export { BookingDesk, type BookingHolder, type BookingQuote } from './bookings/booking-desk.js';
export { bookingRequestOfCartLine, type BookingRequest } from './bookings/booking-request.js';
export { ReservationBookedEvent } from './events/reservation-booked.event.js';
export { ReservationCancelledEvent } from './events/reservation-cancelled.event.js';
export * from './domain/booking-rules.js';
export * from './domain/schedule.js';
export { SEND_REMINDERS_JOB } from './jobs/send-reminders.job.js';
export { REMIND_PAYERS_JOB } from './jobs/remind-payers.job.js';
export { ReservationPayer } from './payment-groups/reservation-payer.entity.js';
// A payer's share paid by card from their page: the sales context runs the card around it (ADR 0037).
export { PaymentShareDesk, type PayableShare } from './payment-groups/payment-share-desk.js';
// The hourly producer of the reminders job: the API provides it (the worker and the cli run no timer).
export { seedReservationsDemo } from './demo/reservations-demo-seed.js';
