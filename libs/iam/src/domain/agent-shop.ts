/*
 * A shop an agent adds for a producer they represent (ADR 0087): pure rules of its takeover and of what
 * makes it a duplicate. No framework here.
 */

/** How long the owner's invitation link stays valid; the agent can send a new one (the old one dies). */
export const TAKEOVER_LINK_DAYS = 14;

/**
 * `pending`: added by an agent, waiting for its owner to accept; `takenOver`: the owner accepted.
 * A shop its owner registered has no takeover state (null).
 */
export const TAKEOVER_STATES = ['pending', 'takenOver'] as const;
export type TakeoverState = (typeof TAKEOVER_STATES)[number];

/** Only a shop still waiting for its owner gets an invitation again. */
export function mayResendInvitation(state: TakeoverState | null): boolean {
  return state === 'pending';
}

/** The takeover moves a pending shop to taken over, once; any other state stays as it is. */
export function afterTakeover(state: TakeoverState | null): TakeoverState | null {
  return state === 'pending' ? 'takenOver' : state;
}

/** The SIRET as stored and compared: its 14 digits, without the spaces people type between groups. */
export function compactSiret(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** What already exists with the new shop's identity, in the order the agent is told about it. */
export const DUPLICATE_REASONS = ['siret', 'email', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The first reason the shop cannot be added, or null when nothing collides. */
export function duplicateOf(found: Readonly<Record<DuplicateReason, boolean>>): DuplicateReason | null {
  return DUPLICATE_REASONS.find((reason) => found[reason]) ?? null;
}

/** The French/English message of each reason (kernel catalogue keys). */
export const DUPLICATE_MESSAGES = {
  siret: 'agentShops.siretTaken',
  email: 'agentShops.emailTaken',
  name: 'agentShops.nameTaken',
} as const satisfies Record<DuplicateReason, string>;
