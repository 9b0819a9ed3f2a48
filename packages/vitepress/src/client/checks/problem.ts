// A problem the Mock (validate.ts, ../security/satisfied.ts) or the stream reader finds, said
// without words: the Mock panel and the stream reader word it in the page's language
// (i18n/en/problems.ts and its translations).
import { sayer, type MessageOf } from '../i18n/message'
import type { ProblemWords } from '../i18n/en/problems'

/** A problem of a request or an item, worded where it shows. */
export type Problem = MessageOf<ProblemWords>

/** Makes problems: `problem('missing', { in: 'query', name: 'q' })`. */
export const problem = sayer<ProblemWords>()
