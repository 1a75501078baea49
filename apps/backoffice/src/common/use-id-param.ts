import { useParams } from 'react-router-dom';

/**
 * The `:id` of the address as a record id, or null when it cannot be one (`/dashboard/orders/abc`): the
 * screen then shows the not-found page rather than asking the API for a record that cannot exist.
 */
export function useIdParam(): number | null {
  const raw = useParams().id;
  return raw !== undefined && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
