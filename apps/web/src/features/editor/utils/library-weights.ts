/** The record's library weights as numbers: one rule of the contracts, shared with the request. */
export { libraryWeights } from '@lampsheet/contracts';
