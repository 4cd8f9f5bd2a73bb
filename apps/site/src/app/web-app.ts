/**
 * Where the web app manifest and the iOS home-screen icon are served (scripts/web-app.ts writes
 * them at build time); every page's <head> links them.
 */
export const MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png';
