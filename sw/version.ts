/**
 * The build this worker came from: package version and build time, set by vite.config.ts `define`
 * (the worker's own Vite build inherits it). Outside a build (unit tests) it is 'dev'.
 */
declare const __APP_VERSION__: string | undefined;

export const SW_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
