// The OAuth panel's own messages, said by the flows (protocol.ts, device.ts, useOAuthFlow.ts)
// without words: OAuthPanel.vue words them in the page's language (i18n/en/oauth.ts and its
// translations). What the server says (error, error_description) stays in its own words.
import { sayer, type MessageOf } from '../i18n/message'
import type { OAuthWords } from '../i18n/en/oauth'

/** A message of the OAuth panel, worded by the panel in the page's language. */
export type OAuthMessage = MessageOf<OAuthWords>

/** Makes the panel's messages: `say('noTokenUrl')`, `say('notBearer', type)`. */
export const say = sayer<OAuthWords>()
