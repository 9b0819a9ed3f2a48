// The English messages of the auth editor, loaded with it: it opens as the form renders when the
// API takes credentials, so its words are kept apart from the other panels' (en-panels.ts).

/** English messages of the auth editor (part of `en`). */
export const enAuth = {
  name: 'Name',
  authType: 'Type',
  authNone: 'None',
  bearerToken: 'Bearer token',
  basic: 'Basic',
  token: 'Token',
  username: 'Username',
  password: 'Password',
  credentials: 'Credentials',
  sendIn: 'Send in',
  inHeader: 'Header',
  inQuery: 'Query',
  apiKeyIn: (place: string): string => `API key in ${place}`,
  credentialsAfter: (scheme: string): string => `Credentials after "${scheme}"`,
}
