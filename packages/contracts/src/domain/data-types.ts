/**
 * The data types of a detection row (docs/DOMAIN.md "Fixture selection"): where its figures come from.
 * '1' measured on the type's typical surface, '2' measured on a project's own surface, '4'
 * calculated by the engine from the fixture's photometric file. Searches show all three by default.
 */
export const DATA_TYPES = ['1', '2', '4'] as const;
export type DataType = (typeof DATA_TYPES)[number];
