// "Is this a site of several churches?", asked here alone: by the folder's listing (the route
// table, the browser's constant), the cross-checks and the shapers (the content's `several`).

/** A site of several churches: one listed in content/churches or more (none: a site of one). */
export const isSeveral = (churches: readonly unknown[]) => churches.length > 0;
