import 'server-only';

// What other features may use of the firm's settings: a feature imports another only through its
// exports.ts (eslint.config.mjs), and no feature but this one reads the site_settings table.

/** The settings, cached for the public pages (getFirmSettings) or read now (readFirmSettings). */
export { getFirmSettings, readFirmSettings } from './queries';
export type { FirmSettings } from './defaults';
