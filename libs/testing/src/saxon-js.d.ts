// saxon-js ships no types; the one call the Factur-X checker makes.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetFileName: string;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: string }>;
  };
  export default SaxonJS;
}
