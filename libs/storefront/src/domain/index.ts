export * from './iframe-rules.js';
