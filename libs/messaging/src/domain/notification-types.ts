/*
 * The kinds of notification a user chooses how to receive (docs/messaging.md "Preferences"): a line
 * in the notification centre, a mail, both or neither.
 */

export const NOTIFICATION_TYPES = ['message', 'order', 'booking', 'payment', 'job', 'stock', 'task'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface Channels {
  centre: boolean;
  mail: boolean;
}

/** Mail by default for what someone waits on (a message, an order, a booking, a payment). */
const MAIL_BY_DEFAULT: ReadonlySet<NotificationType> = new Set(['message', 'order', 'booking', 'payment']);

export function defaultChannels(type: NotificationType): Channels {
  return { centre: true, mail: MAIL_BY_DEFAULT.has(type) };
}

export function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/**
 * A user's channels for every type: the saved choices over the defaults. A type outside the list
 * (an older notification kind such as `system`) always reaches the centre and never mails.
 */
export function channelsOf(
  saved: readonly ({ type: string } & Channels)[],
): Record<NotificationType, Channels> {
  const result = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, defaultChannels(type)]),
  ) as Record<NotificationType, Channels>;
  for (const row of saved)
    if (isNotificationType(row.type)) result[row.type] = { centre: row.centre, mail: row.mail };
  return result;
}
