// Replaced by the build (esbuild `define`); read from package.json when run from source.
declare const __VERSION__: string | undefined;

export const VERSION: string = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';
