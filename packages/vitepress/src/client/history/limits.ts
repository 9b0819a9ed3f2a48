// The history's limits, apart from its code: the panel's up-front part names them too.

/** Entries kept per spec: the oldest go first. */
export const HISTORY_LIMIT = 50
/** Characters kept of each body (request and response); the rest is cut and marked. */
export const BODY_CAP = 8 * 1024
/** What a blanked credential reads as. */
export const REDACTED = '[not stored]'
