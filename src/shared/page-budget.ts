/** DESIGN.md §11: the home page's first load carries at most this much JavaScript, gzipped. */
export const HOME_JS_BUDGET_BYTES = 110 * 1024;
