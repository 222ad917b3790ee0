/**
 * The domain vocabulary, defined once: contest kinds and types, colour keys, sketch letters and
 * the record fields that hold them, targets and the metric each checks. Plain data without
 * dependencies, so that the pure engine (`@lampsheet/photometry`, through the
 * `@lampsheet/contracts/domain` entry) and both apps (through `@lampsheet/contracts`) share it.
 */
export * from './contest-types.js';
export * from './colours.js';
export * from './data-types.js';
export * from './dimensions.js';
export * from './light-directions.js';
export * from './targets.js';
export * from './type-fields.js';
export * from './layout.js';
export * from './figures.js';
export * from './quantities.js';
export * from './typography.js';
export * from './terms.js';
export * from './refusals.js';
