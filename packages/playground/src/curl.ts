// vue-api-playground/curl: cURL export and import without the components.
export { toCurl, parseCurl } from './core/curl'
export type { ToCurlOptions } from './core/curl'
export type { CurlInput, ParsedCurl, ParsedCurlFormPart } from './core/types'
