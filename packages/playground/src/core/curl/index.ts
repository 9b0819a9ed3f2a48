// cURL import and export (docs/guide/curl.md), one direction per file: to-curl.ts
// writes commands; parse-curl.ts reads them, with shell-words.ts for quoting, options.ts for
// curl's option table, command.ts for what each option does to the request, and header-line.ts,
// form-arg.ts, url-encode.ts and url.ts for the values of options.
export { toCurl } from './to-curl'
export type { ToCurlOptions } from './to-curl'
export { parseCurl } from './parse-curl'
