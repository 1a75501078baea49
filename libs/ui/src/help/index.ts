// @cuvee/ui/help: what any screen may use of the help centre without loading it — the articles' slugs
// and addresses, the search and the ROI arithmetic. The pages themselves are @cuvee/ui/help-pages,
// loaded lazily; the build-time content (Node) is the Vite preset's.
export * from './slugs.js';
export * from './search.js';
export * from './roi.js';
export * from './help-texts.js';
