// The English messages of the OAuth panel, loaded with it (oauth/OAuthPanel.vue) where a scheme
// needs it.

/** English messages of the OAuth panel (part of `en`). */
export const enOAuth = {
  noFlow: 'This scheme declares no flow the panel can run; paste a token below.',
  flow: 'Flow',
  /** The grants, by their name in OpenAPI's OAuth Flows Object (and RFC 8628's device flow). */
  flowNames: {
    authorizationCode: 'Authorization code with PKCE',
    deviceAuthorization: 'Device authorization',
    clientCredentials: 'Client credentials',
    implicit: 'Implicit (deprecated)',
    password: 'Password (deprecated)',
  },
  deprecatedGrant:
    'Deprecated: OAuth 2.1 leaves this grant out and RFC 9700 (OAuth 2.0 Security Best Current Practice) says not to use it. Prefer authorization code with PKCE where the server offers it.',
  redirectUri: 'Redirect URI (register it with the authorization server)',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  publicClient: 'none for a public client',
  username: 'Username',
  password: 'Password',
  signIn: 'Sign in',
  inPopup: 'in a popup',
  inThisTab: 'in this tab',
  oauthScopes: 'Scopes',
  requiredHere: 'required here',
  moreScopes: 'More scopes (space-separated)',
  authorizeButton: 'Authorize',
  /** Around the verification URI: "Open <uri> on this or another device, …". */
  deviceOpen: 'Open',
  deviceThen: 'on this or another device, enter this code there, then sign in:',
  openWithCode: 'Open the page with the code filled in',
  theCode: 'The code',
  cancel: 'Cancel',
  tokenFrom: (flow: string): string => `Token from ${flow}`,
  tokenScopes: 'scopes:',
  sentAsBearer: 'It is sent as the bearer token below.',
}
