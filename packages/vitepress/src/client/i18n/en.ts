// The plugin's English messages: the source every other catalog (locales/) follows key for key.
// The Markdown twins and llms.txt stay English (they are for programs, src/node/llms/). English is
// in parts (en/), so that a page loads up front only the words it shows when it renders; each
// other language is one chunk, loaded only on its pages.
import { enChangelog } from './en/changelog'
import { enDetails } from './en/details'
import { enOAuth } from './en/oauth'
import { enPage } from './en/page'
import { enProblems } from './en/problems'
import { enSearch } from './en/search'
import { enTools } from './en/tools'

/** English: the whole catalog, the shape of every other one (tests and types; no page loads it). */
export const en = {
  ...enPage,
  ...enSearch,
  ...enChangelog,
  ...enDetails,
  ...enOAuth,
  ...enTools,
  ...enProblems,
}

/** Every message of the plugin's interface; each language's catalog has exactly these keys. */
export type ApiDocsMessages = {
  [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K]
}
