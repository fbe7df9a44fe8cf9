export type * from './annotation.js';
export type * from './diagnostic.js';
