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
  cancel: 'Cancel',
  tokenFrom: (flow: string): string => `Token from ${flow}`,
  tokenScopes: 'scopes:',
  sentAsBearer: 'It is sent as the bearer token below.',

  // What the panel is doing, and why a flow failed (oauth/*.ts say which, OAuthPanel.vue words it)
  readingDiscovery: 'Reading the OpenID Connect discovery document…',
  readingMetadata: "Reading the authorization server's metadata…",
  askingToken: 'Asking the token endpoint…',
  askingUserCode: 'Asking for a user code…',
  goingToServer: 'Going to the authorization server…',
  waitingPopup: 'Waiting for you to sign in in the popup…',
  exchangingCode: 'Exchanging the code for a token…',
  enterClientId: 'Enter a Client ID first.',
  noTokenUrl: 'The description names no token URL.',
  noDeviceUrls:
    'Neither the description nor the server metadata names the device authorization URL and the token URL.',
  noAuthorizationEndpoint: 'The server names no authorization endpoint.',
  popupBlocked:
    'The browser blocked the popup: allow popups for this site, or sign in in this tab.',
  popupClosed: 'The sign-in window was closed before the server answered.',
  unknownState:
    'This answer does not match an authorization sent from this tab (its state is unknown or too old). Press Authorize again.',
  stateMissing: 'The answer does not carry the state that was sent.',
  noAccessToken: 'The answer carries no access_token.',
  notBearer: (type: string): string => `token_type "${type}" is not a bearer token.`,
  /** A refusal with no error_description: the HTTP status it came with. */
  serverAnswered: (status: number): string => `The server answered ${status}.`,
  unreachable: (reason: string): string =>
    `The request did not reach the server (${reason}): it is down, or its CORS headers do not let this site call it.`,
  // What oauth4webapi or the metadata reader found wrong (oauth/failures.ts maps their error
  // classes and codes); the panel shows the library's own English words after it.
  authorizationRefused: 'The authorization server refused, without saying why.',
  unexpectedStatus: (status: number): string =>
    `The server answered with HTTP status ${status}, not the one the protocol expects.`,
  answerNotJson: "The server's answer is not JSON.",
  answerInvalid: "The server's answer does not follow the protocol.",
  /** `expected`: the issuer the metadata URL stands for (RFC 8414 section 3.3). */
  issuerMismatch: (expected: string): string =>
    `The server's metadata names another issuer than ${expected}, the one its URL stands for.`,
  metadataNoIssuer: "The server's metadata names no issuer.",
  idTokenRejected: 'The ID token the server sent failed its checks.',
  httpsOnly: 'Endpoints must be https: (plain http: only on this machine, localhost).',
  endpointMissing:
    "The server's metadata lacks an endpoint this flow needs, or names an invalid one.",
  invalidSetting: 'A URL or value given to the flow is not valid.',
  notSupported: 'The panel cannot run this with what the server offers.',
  flowFailed: 'The flow stopped on an error.',
  /** `detail` is the server's error_description, when it sent one. */
  codeExpired: (detail?: string): string =>
    `The code expired before it was approved${detail ? ` (${detail})` : ''}. Press Authorize for a new code.`,
  accessDenied: (detail?: string): string =>
    `The request was denied at the authorization server${detail ? ` (${detail})` : ''}. No token was issued.`,
  deviceStopped: 'Stopped: no token was asked for.',
  /** The device flow's polling, every `seconds` (RFC 8628 section 3.5). */
  waitingApproval: (seconds: number): string =>
    `Waiting for approval: checking every ${seconds} s.`,
  slowDown: (seconds: number): string =>
    `The server asked to slow down: checking every ${seconds} s.`,
  tokenEndpointSilent: (reason: string, seconds: number): string =>
    `The token endpoint did not answer (${reason}): checking every ${seconds} s.`,
  /** A token's expiry: `remaining` as `2 h 5 min`, `time` the clock time (`14:32`). */
  noExpiry: 'The server gave no expiry.',
  expiredAt: (time: string): string => `Expired at ${time}.`,
  expiresIn: (remaining: string, time: string): string => `Expires in ${remaining} (at ${time}).`,
  codeExpiredAt: (time: string): string => `The code expired at ${time}.`,
  codeExpiresIn: (remaining: string, time: string): string =>
    `The code expires in ${remaining} (at ${time}).`,
}

/** The OAuth panel's words, for the code that says which of them it means. */
export type OAuthWords = typeof enOAuth
