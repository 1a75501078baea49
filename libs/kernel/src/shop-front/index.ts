// The shop front's shared vocabulary: header style, tabs and their selection, builder sections, stock display, pictures' addresses.
export * from './header-style.js';
export * from './shop-tabs.js';
export * from './stock-display.js';
export * from './visual-address.js';
export * from './builder-sections.js';
export * from './iframe-look.js';
