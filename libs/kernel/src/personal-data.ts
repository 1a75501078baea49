/** The name an erased client shows everywhere (lists, pickers, unissued documents) in place of their own. */
export function erasedDisplayName(clientId: number): string {
  return `Client effacé #${clientId}`;
}
