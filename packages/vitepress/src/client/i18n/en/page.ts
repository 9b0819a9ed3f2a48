// The English messages a generated page or an embed shows when it renders: up front on every page.
// The words of what loads later (the search dialog, the changelog, the try-it's panels, schema
// details) are in the other parts beside this one, each imported by what shows them.
import { SIDEBAR_NAMES } from '../../../shared/i18n/sidebar-names'

/** English messages shown when a page renders (part of `en`). */
export const enPage = {
  /** BCP 47 tag of the catalog, for `Intl` formatting. */
  locale: 'en',

  // Operation pages
  webhook: 'Webhook',
  deprecated: 'deprecated',
  required: 'required',
  parameters: 'Parameters',
  requestBody: 'Request body',
  payload: 'Payload',
  responses: 'Responses',
  callbacks: 'Callbacks',
  security: 'Security',
  tryIt: 'Try it',
  codeSamples: 'Code samples',
  headers: 'Headers',
  pathParameters: 'Path parameters',
  queryParameters: 'Query parameters',
  queryString: 'Query string',
  headerParameters: 'Header parameters',
  cookieParameters: 'Cookie parameters',
  wholeQueryString: 'The whole query string, as',
  example: 'Example',
  exampleColon: 'Example:',
  exampleNamed: (name: string): string => `Example: ${name}`,
  exampleGenerated: 'Example (generated from the schema)',
  /** An example generated for the variants the reader picked in the schema tree. */
  exampleForVariant: 'Generated for the chosen variant',
  asSent: 'As sent',
  nameAsSent: (name: string): string => `${name}, as sent`,
  mediaType: 'Media type',
  eachItem: 'Each item',
  eachEventData: "Each event's data, parsed",
  parsedAs: 'as',
  exampleElsewhere: '(example kept elsewhere)',
  externalDocs: 'External documentation',
  download: (file: string): string => `Download ${file}`,
  version: (version: string): string => `version ${version}`,

  // Schemas
  schemaOf: (spec: string): string => `Schema of ${spec}`,
  usedBy: 'Used by',
  /** Under a schema page's shortened list of the operations that use it. */
  usedByMore: (more: number, total: number): string =>
    `And ${more.toLocaleString('en-US')} more operation${more === 1 ? '' : 's'}: ${total.toLocaleString('en-US')} in all use this schema.`,
  unused: 'No operation uses this schema.',
  readOnly: 'read-only',
  writeOnly: 'write-only',
  recursive: 'recursive',
  // A schema's type label where it names no type (components/schema/schemaLabel.ts)
  typeOneOf: 'one of',
  typeAnyOf: 'any of',
  typeAllOf: 'all of',
  /** A schema nothing matches (`not: {}`, `false`). */
  typeNothing: 'nothing',
  /** A `$ref` that leads back to itself. */
  typeCircular: 'circular',
  oneOfValues: 'one of',
  always: 'always',
  defaultValue: 'default',
  allOf: 'All of',
  oneOf: 'One of',
  anyOf: 'Any of',
  webhookLink: 'webhook',
  /** The toggle of a schema node's children: what it shows or hides, in one phrase. */
  treeToggle: (open: boolean, part: TreePart, count: number): string =>
    `${open ? 'Hide' : 'Show'} ${part === 'properties' ? `${count} ${count === 1 ? 'property' : 'properties'}` : part}`,

  // Copy as Markdown
  // A schema's constraints beside its symbols (components/schema/schemaLabel.ts): `>= 3 chars`
  /** A string's length bound, in characters. */
  charsCount: (count: number): string => `${count} ${count === 1 ? 'char' : 'chars'}`,
  /** An array's length bound, in items. */
  itemsCount: (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`,
  /** An object's size bound, in properties. */
  propertiesCount: (count: number): string => `${count} ${count === 1 ? 'property' : 'properties'}`,
  multipleOf: (value: number): string => `multiple of ${value}`,
  /** `pattern`: a regular expression, shown as written. */
  patternFact: (pattern: string): string => `pattern ${pattern}`,
  uniqueItems: 'unique items',

  copyMarkdown: 'Copy as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  markdownCopied: 'Markdown copied to the clipboard',

  // Search
  searchButtonTitle: 'Search the operations and schemas of every API',
  searchButton: 'Search API',

  // Page titles and sidebar groups
  changelog: SIDEBAR_NAMES.en.changelog,
  webhooks: SIDEBAR_NAMES.en.webhooks,
  schemas: SIDEBAR_NAMES.en.schemas,

  // Security
  noCredentialsNeeded: 'No credentials needed.',
  anyOneOf: 'Any one of these:',
  optionalAuth: 'No credentials (optional auth)',
  and: 'and',
  scopes: '(scopes:',
  apiKeyIn: 'API key in',
  openIdConnect: 'OpenID Connect:',
  mutualTls: 'Mutual TLS',
  serverMetadata: '· server metadata',
  deprecatedFlow: '(deprecated)',
  deviceAuthorization: '· device authorization',
  authorize: '· authorize',
  token: '· token',
  scopesColon: '· scopes:',

  // Servers and code samples
  server: 'Server',
  language: 'Language',
  noServerSamples: 'The description names no server: replace',
  withVariables: 'With the values of the variables',
  fromEnvironment: 'from the environment',
  noEnvironment: 'none',
  notResolved: 'Not resolved (the panel does not send this):',
  noServerSamplesEnd: "with the API's base URL, or enter it in the try-it panel's Server field.",
  mock: 'Mock',
  mockNote:
    'Mock: Send answers here from the description (its examples, else examples made from its schemas); no request leaves the page.',
  noServer: 'The description names no server, so requests go to',
  noServerMiddle:
    "of this site (OpenAPI's default). Enter the API's base URL here; until then the code samples use",
  noServerEnd: ', to be replaced.',
  serverVariables: 'Server variables',

  // The try-it panel
  tryItNeedsScript:
    'This panel sends requests from your browser: it needs JavaScript. The code samples below work without it.',
  cannotSend: (method: string): string =>
    `Browsers' fetch() refuses CONNECT, TRACE and TRACK, so this panel cannot send ${method}; the code samples below can.`,
  authenticateWith: 'Authenticate with (the API accepts any one of these)',
  noCredentials: 'No credentials',
  /** Before the API's name and its schemes: "Credentials for Pets API (key) apply to…". */
  credentialsFor: 'Credentials for',
  credentialsApply: 'apply to every operation of this API,',
  keptInBrowser: 'kept in this browser until cleared.',
  keptForSession: 'for this browser session.',
  rememberInBrowser: 'Remember in this browser',
  clearCredentials: 'Clear credentials',
  /** After "Response" in the try-it's response when Mock answered. */
  mocked: 'mocked',
  toolsVariables: 'Variables',
  toolsHistory: 'History',
  /** Shown while a Send waits for the environments and history code. */
  toolsLoading: 'Sending once the panel’s tools have loaded…',
  /** `reason` is the browser's, for a developer (the network error of a failed import()). */
  toolsNotLoaded: (reason: string): string =>
    `Not sent: the panel's tools could not load (${reason}). Send again; what you typed is kept.`,

  // What the try-it cannot send as a reader might expect (security/options.ts, tryit/tryit.ts)
  cookieParameterNote: (name: string): string =>
    `Cookie parameter "${name}" is not sent from this panel: a browser does not let a page set the Cookie header. The code samples below send it.`,
  cookieKeyNote: (name: string, key: string): string =>
    `API key cookie "${name}" (${key}): the browser cannot set a cookie for another site, so this panel does not send it; the code samples do (cURL -b, a Cookie header in the others).`,
  mutualTlsNote: (key: string): string =>
    `Mutual TLS (${key}): the browser presents a client certificate itself, if it has one; there is nothing to enter here.`,
  digestNote: (key: string): string =>
    `HTTP Digest (${key}, RFC 7616) answers the server's challenge, which this panel cannot do: it does not send it. The cURL sample does, with --digest -u; HTTPie with -A digest, Python with HTTPDigestAuth.`,
  negotiateNote: (key: string): string =>
    `HTTP Negotiate (${key}, RFC 4559): paste a token to send "Authorization: Negotiate <token>"; curl makes one from your Kerberos ticket with --negotiate -u :.`,
  otherSchemeNote: (scheme: string, key: string): string =>
    `HTTP ${scheme} (${key}): this panel and the samples send "Authorization: ${scheme} <credentials>" with the credentials as you type them.`,
}

/** What a schema node's toggle shows: its one item, its properties, variants, items or details. */
export type TreePart = 'item' | 'properties' | 'variants' | 'items' | 'details'
