import { lazy } from 'react';

const Events = lazy(() => import('./Events'));
const EventForm = lazy(() => import('./EventForm'));
const Bookings = lazy(() => import('./Bookings'));
const BookingCreate = lazy(() => import('./BookingCreate'));
const BookingShow = lazy(() => import('./BookingShow'));

/**
 * The wine-tourism pages, drawn in the dashboard layout at the kernel's policy paths; the route guard
 * applies each path's rule (accessEvent, createEvent for a new event, the reservations module; buyers
 * see their own bookings).
 */
export const reservationsPages = [
  { path: '/dashboard/reservations', element: <Bookings /> },
  { path: '/dashboard/reservations/add', element: <BookingCreate /> },
  { path: '/dashboard/reservations/events', element: <Events /> },
  { path: '/dashboard/reservations/events/add', element: <EventForm /> },
  { path: '/dashboard/reservations/events/:id', element: <EventForm /> },
  { path: '/dashboard/reservations/:id', element: <BookingShow /> },
];
