// The help content of one language, made at build time by the Vite plugin helpContent (vite-plugin.ts).
declare module 'virtual:cuvee-help-*' {
  const content: import('./content.js').HelpContent;
  export default content;
}
