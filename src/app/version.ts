// Replaced by the build (esbuild `define`) with package.json's version; run from source, 0.0.0-dev.
declare const __VERSION__: string | undefined;

export const VERSION: string = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';
