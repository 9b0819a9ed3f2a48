// Type tests of the public surface, checked by `npm run typecheck` (vue-tsc): a change that
// loosens or breaks a public type fails the build. `@ts-expect-error` lines must stay errors.
import { expectTypeOf } from 'vitest'
import type { ApiResponse, VueApiPlayground } from './index'
import {
  buildRequest,
  toCurl,
  type AuthConfig,
  type AuthSetting,
  type PlaygroundDataItem,
  type RequestEnvelope,
} from './index'
import { parseCurl } from './curl'
import { parseCurl as mainParseCurl } from './index'
import { createEventStreamParser, type ParsedCurl, type ServerSentEvent } from './core/index'

// AuthConfig is discriminated by `type`; each shape takes only its own fields.
const bearer: AuthConfig = { type: 'bearer', token: 't' }
const apiKey: AuthConfig = { type: 'apiKey', in: 'query', name: 'api_key' }
// @ts-expect-error an API key needs `in` and `name`
const missing: AuthConfig = { type: 'apiKey', value: 'x' }
// @ts-expect-error `in` is header, query or cookie
const wrongIn: AuthConfig = { type: 'apiKey', in: 'body', name: 'x' }
// Several auths at once: a list, sent together.
const both: AuthSetting = [apiKey, bearer]
void [bearer, apiKey, missing, wrongIn, both]

// Data items: name and value are required; type is a known kind.
expectTypeOf<PlaygroundDataItem>().toHaveProperty('name').toEqualTypeOf<string>()
// @ts-expect-error `value` is required
const noValue: PlaygroundDataItem = { name: 'x' }
// @ts-expect-error unknown item type
const badType: PlaygroundDataItem = { name: 'x', value: '', type: 'body' }
void [noValue, badType]

// Utilities.
expectTypeOf(buildRequest).returns.toMatchTypeOf<RequestEnvelope>()
// Built headers are a plain object, easy to read and change in before-send.
const headers: Record<string, string> = buildRequest({ url: '/', method: 'get' }).init.headers
void headers
expectTypeOf(toCurl).returns.toEqualTypeOf<string>()
expectTypeOf(parseCurl).returns.toEqualTypeOf<ParsedCurl | null>()
expectTypeOf(mainParseCurl).toEqualTypeOf(parseCurl)
// No body sent is null, an explicit empty body ''.
expectTypeOf<ParsedCurl>().toHaveProperty('body').toEqualTypeOf<string | null>()
expectTypeOf(createEventStreamParser().feed).returns.toEqualTypeOf<ServerSentEvent[]>()

// Component props as docs/reference/vue-api-playground.md and api-response.md name them.
type PlaygroundProps = InstanceType<typeof VueApiPlayground>['$props']
expectTypeOf<PlaygroundProps>().toHaveProperty('url')
expectTypeOf<PlaygroundProps>().toHaveProperty('servers')
expectTypeOf<PlaygroundProps>().toHaveProperty('auth')
expectTypeOf<PlaygroundProps>().toHaveProperty('onRequest-success')
type ResponseProps = InstanceType<typeof ApiResponse>['$props']
expectTypeOf<ResponseProps>().toHaveProperty('status')
expectTypeOf<ResponseProps>().toHaveProperty('request')

// OpenAPI parameters: a cookie or querystring item, a list with its style.
const styled: PlaygroundDataItem[] = [
  {
    name: 'tags',
    value: '["a","b"]',
    type: 'query',
    shape: 'array',
    style: 'pipeDelimited',
    explode: false,
  },
  { name: 'session', value: 'x', type: 'cookie' },
  { name: '', value: 'a=1', type: 'querystring', mediaType: 'application/x-www-form-urlencoded' },
]
// @ts-expect-error unknown style
const badStyle: PlaygroundDataItem = { name: 'x', value: '', style: 'csv' }
void [styled, badStyle]
