// The shop front's shared vocabulary: header style, tabs and their selection, stock display, pictures' addresses.
export * from './header-style.js';
export * from './shop-tabs.js';
export * from './stock-display.js';
export * from './visual-address.js';
export * from './iframe-look.js';
