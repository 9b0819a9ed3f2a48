// cURL import and export (SEED.md 4.6, DESIGN.md "cURL"). The work is split by direction:
// curl-export.ts writes commands, curl-parse.ts reads them (with shell-words.ts for quoting,
// curl-options.ts for curl's option table and curl-values.ts for option values).
export { toCurl } from './curl-export'
export type { ToCurlOptions } from './curl-export'
export { parseCurl } from './curl-parse'
