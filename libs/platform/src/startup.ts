/*
 * `@cuvee/platform/startup`: what a process reads before it decides to load anything else (its
 * configuration and the product version), without the engines the main entry brings in. The CLI
 * answers `--help` and `--version` from here.
 */
export { AppConfig, ConfigError, type DatabaseConfig, type MetricsConfig } from './config/app-config.js';
export { APP_VERSION } from './version.js';
