// Limits no annotation comes near: they stop a hopeless or hostile document early, whichever
// way the reader reads it.

/** Collections nested in collections: an annotation needs 3 (a ref in `refs`); deeper is hostile. */
export const MAX_DEPTH = 64;
/** Keys and list items in one document: an annotation has a few hundred at most. */
export const MAX_ENTRIES = 10_000;
/** Aliases one document may expand (counting those inside what an alias repeats). */
export const MAX_ALIAS_COUNT = 100;
/** Values the expanded aliases of one document may add. */
export const MAX_ALIAS_VALUES = 10_000;
