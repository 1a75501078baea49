/**
 * A list's order once one item moves to a position (0 is the first; a position past the end puts it
 * last): the others keep their order. The pipeline's stages and the custom fields are renumbered 0…n-1
 * from it, so positions never collide.
 */
export function moveInOrder<T>(order: readonly T[], moved: T, position: number): T[] {
  const rest = order.filter((item) => item !== moved);
  const at = Math.max(0, Math.min(position, rest.length));
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}
