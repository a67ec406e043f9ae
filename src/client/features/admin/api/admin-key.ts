/**
 * Every console query sits under this key: an owner's action (a reply, a resolution) changes the
 * counts, the lists and the audit log at once, so one invalidation refreshes them all.
 */
export const ADMIN_KEY = ['admin'] as const;
