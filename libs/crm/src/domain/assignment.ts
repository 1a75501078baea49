/**
 * Bulk assignment of prospects (prospection): the selection is dealt to the chosen team members in turn,
 * like cards, so each gets an even share (the first ones one more when it does not divide).
 */
export function dealOut<T>(items: readonly T[], members: readonly number[]): Map<number, T[]> {
  const hands = new Map<number, T[]>(members.map((member) => [member, []]));
  if (members.length === 0) return hands;
  items.forEach((item, index) => hands.get(members[index % members.length]!)!.push(item));
  return hands;
}
