// The names the try-it panel (client/oauth/) and the redirect page (node/plugins/oauth-redirect.ts)
// share: the page runs before any bundle loads, so the two meet only through these storage keys.

/** sessionStorage: the authorizations waiting for an answer, by their `state`. */
export const OAUTH_PENDING_KEY = 'vitepress-api-docs:oauth-pending'

/** sessionStorage: the answer the redirect page brought back to a page that left for it. */
export const OAUTH_CALLBACK_KEY = 'vitepress-api-docs:oauth-callback'

/** The BroadcastChannel on which a popup's redirect page hands the answer to its panel. */
export const OAUTH_CHANNEL = 'vitepress-api-docs:oauth'

/** What the redirect page posts on `OAUTH_CHANNEL`. */
export interface OAuthCallbackMessage {
  state: string
  /** The redirect page's whole URL: the answer is in its query, or its fragment (implicit). */
  url: string
}
