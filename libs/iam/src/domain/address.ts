/**
 * A postal address: the recipient, where, how to reach them. Used as the user's delivery and
 * billing addresses (the kind is the field that holds it) and, later, on orders.
 */
export interface Address {
  /** The recipient. */
  name: string | null;
  street: string;
  /** Complement: building, floor, "lieu-dit"… */
  street2: string | null;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2 country code (kernel COUNTRIES). */
  country: string;
  county: string | null;
  state: string | null;
  stateCode: string | null;
  phone: string | null;
  email: string | null;
  /** Optional civility or label ("Cave", "Bureau"…). */
  title: string | null;
  /** Excise number (numéro d'accise) of a bonded warehouse. */
  exciseNumber: string | null;
  /** A mountain address (carriers charge a surcharge). */
  mountain: boolean;
}

/** An address on one line, as a file or a list shows it ("Cave, 3 rue des Vignes, 51100 Reims, FR"). */
export function addressLine(address: Address | null): string | null {
  if (!address) return null;
  return [
    address.name,
    address.street,
    address.street2,
    `${address.zipcode} ${address.city}`,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The company a user buys or sells for (User.business). */
export interface UserBusiness {
  /** Legal name (raison sociale). */
  reason: string | null;
  /** Trade name. */
  name: string | null;
}
