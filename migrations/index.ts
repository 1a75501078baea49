export { entities, schema } from './schema.js';
export { seedDemoData, isEmptyDatabase, type DemoSummary } from './demo-data.js';
