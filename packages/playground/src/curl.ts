// vue-api-playground/curl: cURL export and import without the components.
export { toCurl, parseCurl } from './core/curl/index'
export type { ToCurlOptions } from './core/curl/index'
export type { CurlInput, ParsedCurl, ParsedCurlFormPart } from './core/types'
