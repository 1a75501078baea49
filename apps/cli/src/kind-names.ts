/** `stock-movements` on the command line is the `stockMovements` kind of the registries. */
export const kindOf = (name: string): string =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
