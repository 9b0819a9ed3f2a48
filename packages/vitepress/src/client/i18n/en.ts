// The plugin's English messages: the source every other catalog (locales/) follows key for key.
// The Markdown twins and llms.txt stay English (they are for programs, src/node/llms/).

/** English: the default catalog, and the shape of every other one. */
export const en = {
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
  exampleSummary: (summary: string): string => `Example (${summary}):`,
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
  versionChange: (from: string, to: string): string => `version ${from} → ${to}`,

  // Schemas
  schemaOf: (spec: string): string => `Schema of ${spec}`,
  usedBy: 'Used by',
  unused: 'No operation uses this schema.',
  readOnly: 'read-only',
  writeOnly: 'write-only',
  recursive: 'recursive',
  oneOfValues: 'one of',
  always: 'always',
  defaultValue: 'default',
  show: 'Show',
  hide: 'Hide',
  allOf: 'All of',
  oneOf: 'One of',
  anyOf: 'Any of',
  webhookLink: 'webhook',
  treeItem: 'item',
  treeProperties: (count: number): string => `${count} ${count === 1 ? 'property' : 'properties'}`,
  treeVariants: 'variants',
  treeItems: 'items',
  treeDetails: 'details',
  paramExample: (name: string): string => `${name} example`,

  // Copy as Markdown
  copyMarkdown: 'Copy as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  markdownCopied: 'Markdown copied to the clipboard',

  // Search
  searchButtonTitle: 'Search the operations and schemas of every API',
  searchButton: 'Search API',
  searchDialog: 'Search the API reference',
  searchInput: 'Search operations and schemas',
  closeSearch: 'Esc, close search',
  results: 'Results',
  schema: 'Schema',
  indexFailed: 'The search index could not be loaded.',
  indexLoading: 'Loading the search index…',
  typeToSearch: 'Type to search operations and schemas of every API.',
  noResults: (query: string): string => `No results for “${query}”.`,
  resultCount: (count: number, more: boolean): string =>
    count === 1 ? '1 result.' : `${count}${more ? '+' : ''} results.`,

  // Changelog, sidebar groups
  changelog: 'Changelog',
  webhooks: 'Webhooks',
  schemas: 'Schemas',
  noHistory:
    "No history yet: the changelog is read from the spec file's git history, and it needs at least two commits of that file.",
  breaking: 'Breaking',
  breakingCount: (count: number): string => `Breaking (${count})`,
  firstVersion: 'First version of the file.',
  noChanges: 'No changes to operations.',
  /** A commit's date, in the page's language (UTC, so that server and browser agree). */
  date: (date: Date): string => dateFormat('en').format(date),

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
}

/** Every message of the plugin's interface; each language's catalog has exactly these keys. */
export type ApiDocsMessages = {
  [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K]
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** A day in `locale`, in UTC: the server and the browser must print the same text. */
export function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    formats.set(locale, format)
  }
  return format
}
