// The English messages of the try-it's tools loaded on demand: the variables it used (with the
// environments and history panels, PanelTools.vue) and the Mock panel (mock/MockPanel.vue).
import type { JsonFailure } from './problems'

/**
 * A field of the try-it's form where a `{{variable}}` was met: the URL's path, the server, the
 * body, a parameter or header by name, or a credential (`scheme` as the form names it).
 */
export type FormField =
  | { kind: 'path' | 'server' | 'body' | 'bearer' }
  | {
      kind: 'parameter'
      in: 'path' | 'query' | 'querystring' | 'header' | 'cookie' | 'field'
      name: string
    }
  | { kind: 'header' | 'headerName' | 'apiKey'; name: string }
  | { kind: 'username' | 'password' | 'credentials'; scheme: string }

const PARAMETER = {
  path: 'path parameter',
  query: 'query parameter',
  querystring: 'query string',
  header: 'header parameter',
  cookie: 'cookie parameter',
  field: 'field',
}
const field = (at: FormField): string => {
  switch (at.kind) {
    case 'parameter':
      return `${PARAMETER[at.in]} "${at.name}"`
    case 'header':
      return `header "${at.name}"`
    case 'headerName':
      return `header name "${at.name}"`
    case 'apiKey':
      return `API key "${at.name}"`
    case 'username':
      return `${at.scheme} user name`
    case 'password':
      return `${at.scheme} password`
    case 'credentials':
      return `${at.scheme} credentials`
    case 'bearer':
      return 'bearer token'
    default:
      return at.kind
  }
}
const inFields = (fields: FormField[]): string =>
  fields.length ? ` (in ${fields.map(field).join(', ')})` : ''

/** English messages of the try-it's tools (part of `en`). */
export const enTools = {
  // "Variables in this request: {{a}}, {{b}} (from staging)."
  variablesInRequest: 'Variables in this request:',
  variablesFrom: '(from',
  variablesFromEnd: ').',
  noEnvironmentName: 'no environment',
  /** Why a form with `{{variables}}` is not sent: its unknown names, its cycles, with their fields. */
  variablesNotSent: (
    unknown: { name: string; fields: FormField[] }[],
    cycles: { names: string[]; fields: FormField[] }[],
  ): string =>
    `Not sent: ${[
      ...(unknown.length
        ? [
            `no variable named ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join(', ')} in the active environment`,
          ]
        : []),
      ...cycles.map(
        ({ names, fields }) =>
          `the variables refer to each other: ${names.join(' → ')}${inFields(fields)}`,
      ),
    ].join('; ')}.`,
  variablesLoading: 'Not sent: the variables were still loading. Send again.',

  // Mock
  mockAnswer: 'Mock answer',
  mockResponse: 'Response',
  /** The status Mock answers for a range such as `2XX`. */
  answersCode: (code: string): string => `answers ${code}`,
  generatedFromSchema: 'Generated from the schema',
  responseHasNoBody: 'This response has no body.',
  answersType: (type: string): string => `Answers ${type}.`,
  bodyGenerated: 'The body is generated from the schema.',
  itemsOneByOne: 'Its items arrive one by one, as a stream does.',
  noResponseListed:
    'The description lists no response for this operation: the mock answers 200 with no body.',
  requestProblems: 'Problems of the request',
  lacksCredentials:
    'The last request sent lacks the credentials the operation requires: the mock answered 401, as a server would.',
  doesNotMatch:
    'The last request sent does not match the description; a server would likely refuse it. The mock answered anyway:',
  requestMatches: 'The last request sent matches the description.',

  // Environments
  environmentsOf: 'Environments of',
  /** The help around `{{name}}` and `{{{{`: "Write {{name}} in any field … For a literal {{ write {{{{. …" */
  envHelpWrite: 'Write',
  envHelpMiddle:
    "in any field of this panel (server, parameters, headers, body, credentials): it is replaced with the variable's value from the active environment, in the request and in the code samples. A variable's value may use other variables. For a literal",
  envHelpLiteralWrite: 'write',
  envHelpEnd: '. A request naming an unknown variable is not sent.',
  activeEnvironment: 'Active environment',
  noEnvironmentOption: 'No environment',
  deleteEnvironment: (name: string): string => `Delete “${name}”`,
  newEnvironment: 'New environment',
  newEnvironmentPlaceholder: 'staging',
  addEnvironment: 'Add',
  enterEnvironmentName: 'Enter a name for the environment.',
  environmentExists: (name: string): string => `An environment named "${name}" exists already.`,
  variablesOf: 'Variables of',
  variableName: 'Name',
  variableValue: 'Value',
  variableSecret: 'Secret',
  removeColumn: 'Remove',
  variableN: (n: number): string => `variable ${n}`,
  nameOfVariable: (n: number): string => `Name of variable ${n}`,
  valueOfVariable: (variable: string): string => `Value of ${variable}`,
  isSecret: (variable: string): string => `${variable} is secret`,
  removeVariable: (variable: string): string => `Remove ${variable}`,
  variableNameChars: 'Letters, digits, "_", "-" or "." only.',
  variableUsedAbove: 'Used above: the first one applies.',
  showSecret: 'Show',
  hideSecret: 'Hide',
  noEnvironmentActive: 'No environment is active: variables are not replaced.',
  addVariable: 'Add variable',
  exportJson: 'Export JSON',
  importJson: 'Import JSON',
  resetEnvironments: "Reset to the description's",
  pasteExported: 'Paste an exported JSON, or choose a file',
  replaceWithThis: 'Replace with this',
  rememberSecrets: 'Remember secret values in this browser',
  /** What is wrong in an imported JSON, each naming its place (`environments[1].name`). */
  importNotJson: (failure: JsonFailure): string =>
    `Not JSON${failure.line === undefined ? '' : ` (line ${failure.line}, column ${failure.column ?? 1})`}.`,
  importTopLevel: 'The top level must be an object with "environments".',
  importEnvironmentsList: '"environments" must be a list of { name, variables }.',
  importNotObject: (at: string): string => `${at}: must be an object.`,
  importNameEmpty: (at: string): string => `${at}: must be a non-empty string.`,
  importNameTaken: (at: string, name: string): string =>
    `${at}: "${name}" is already used by another environment.`,
  importVariablesList: (at: string): string => `${at}: must be a list of { name, value }.`,
  importVariableName: (at: string, got: string): string =>
    `${at}: must be letters, digits, "_", "-" or "." (got ${got}).`,
  importValueString: (at: string): string => `${at}: must be a string.`,
  /** Where environments are kept; `remember` is the credentials' "Remember in this browser". */
  environmentsKept: (remember: string): string =>
    `Kept in this browser only, for this site and API: names and values in localStorage; the values of secret variables in sessionStorage (gone when the tab closes) unless you tick the box above. Credentials typed in the panel stay for the session only, unless you tick “${remember}” beside them. The export leaves secret values out.`,

  // History
  historyOf: 'History of',
  thisOperation: 'this operation',
  everyOperation: 'Every operation of this API',
  clearHistory: 'Clear history',
  nothingSent:
    "Nothing sent yet. Each request you send from this site's try-it panels appears here.",
  requestsSent: 'Requests sent, newest first',
  /** A sent request, named in its checkbox and its Reopen button: `GET /pets at 12:01, mocked`. */
  entryLabel: (request: string, time: string, mocked: boolean): string =>
    `${request} at ${time}${mocked ? ', mocked' : ''}`,
  compareEntry: (entry: string): string => `Compare ${entry}`,
  reopenEntry: (entry: string): string => `Reopen ${entry}`,
  reopen: 'Reopen',
  answeredByMock: 'Answered by Mock, in the browser',
  noResponse: 'No response',
  tickTwo: 'Tick two requests to compare their answers.',
  comparing: 'Comparing',
  historyRequest: 'Request',
  historyStatus: 'Status',
  noneValue: '(none)',
  /** Under the compared headers: how many are the same, how many differ (listed above). */
  headersSummary: (same: number, different: number): string =>
    `${same} response ${same === 1 ? 'header' : 'headers'} the same${different ? `, ${different} different (above)` : ''}.`,
  bodyLineByLine: 'Body, line by line (− only in A, + only in B)',
  bodyDiff: 'Body diff',
  bodiesTooLong: 'The bodies are too long to compare line by line.',
  historyKept: (limit: number, kilobytes: number): string =>
    `Kept in this browser (localStorage), for this site and API: the last ${limit} requests, bodies up to ${kilobytes} KB each (longer ones are cut). Credentials are never kept: no Authorization or Cookie header, no API key, nothing typed in credentials fields.`,
}

/** The tools' words, for the code that says which of them it means. */
export type ToolsWords = typeof enTools
