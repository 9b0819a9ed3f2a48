import * as oauth from 'oauth4webapi'
import { say, type OAuthMessage } from './messages'

// Why a flow failed, as the panel says it. The server's own `error` and `error_description` stay
// in its words; what oauth4webapi (or the metadata reader, metadata.ts) finds wrong becomes a
// message of the panel's catalog, picked by the library's error class and `code` (oauth4webapi's
// docs, "Errors"), the library's English text kept beside it as a detail for a developer.

/**
 * A refusal or failure, with the server's own `error` and `error_description` when it sent them;
 * what went wrong on this side is a message of the panel's catalog, worded where it shows.
 */
export class OAuthFailure extends Error {
  constructor(
    /** The server's `error` code (RFC 6749 sections 4.1.2.1 and 5.2), if it sent one. */
    readonly error: string | undefined,
    /** The server's `error_description` (its own words), or what went wrong on this side. */
    readonly description: string | OAuthMessage,
    /** The library's own words for what it found wrong (English), when it said. */
    readonly detail?: string,
  ) {
    const text = typeof description === 'string' ? description : String(description.key)
    super(error ? `${error}: ${text}` : text)
    this.name = 'OAuthFailure'
  }
}

/** oauth4webapi's codes for what it found wrong in an answer, by what the panel says of it. */
const SAID: Record<string, OAuthMessage> = {
  [oauth.RESPONSE_IS_NOT_JSON]: say('answerNotJson'),
  [oauth.PARSE_ERROR]: say('answerNotJson'),
  [oauth.INVALID_RESPONSE]: say('answerInvalid'),
  [oauth.JSON_ATTRIBUTE_COMPARISON]: say('answerInvalid'),
  [oauth.JWT_CLAIM_COMPARISON]: say('idTokenRejected'),
  [oauth.JWT_TIMESTAMP_CHECK]: say('idTokenRejected'),
  [oauth.KEY_SELECTION]: say('idTokenRejected'),
  [oauth.HTTP_REQUEST_FORBIDDEN]: say('httpsOnly'),
  [oauth.REQUEST_PROTOCOL_FORBIDDEN]: say('httpsOnly'),
  [oauth.MISSING_SERVER_METADATA]: say('endpointMissing'),
  [oauth.INVALID_SERVER_METADATA]: say('endpointMissing'),
}

/** What oauth4webapi's OperationProcessingError means, from its code and what it carries. */
function processingFailure(error: oauth.OperationProcessingError): OAuthMessage {
  const cause: unknown = error.cause
  // The Response it carries (read by shape: a test's Response may be another realm's).
  const status = (cause as { status?: unknown } | undefined)?.status
  if (error.code === oauth.RESPONSE_IS_NOT_CONFORM && typeof status === 'number')
    return say('unexpectedStatus', status)
  if (error.code === oauth.JSON_ATTRIBUTE_COMPARISON && cause && typeof cause === 'object') {
    const { attribute, expected } = cause as { attribute?: unknown; expected?: unknown }
    // RFC 8414 section 3.3, OpenID Connect Discovery 1.0 section 4.3.
    if (attribute === 'issuer' && typeof expected === 'string')
      return say('issuerMismatch', expected)
  }
  return (error.code && SAID[error.code]) || say('flowFailed')
}

/** The failure to show for what oauth4webapi, the metadata reader or fetch threw. */
export async function toFailure(error: unknown): Promise<OAuthFailure> {
  if (error instanceof OAuthFailure) return error
  if (error instanceof oauth.ResponseBodyError)
    return new OAuthFailure(
      error.error,
      error.error_description ?? say('serverAnswered', error.status),
    )
  if (error instanceof oauth.AuthorizationResponseError)
    return new OAuthFailure(error.error, error.error_description ?? say('authorizationRefused'))
  if (error instanceof oauth.WWWAuthenticateChallengeError) {
    // A 401 with a challenge (RFC 6750 section 3): its body, when JSON, still says why.
    const body = (await error.response
      .clone()
      .json()
      .catch(() => undefined)) as { error?: unknown; error_description?: unknown } | undefined
    const challenge = error.cause[0]?.parameters
    const code = typeof body?.error === 'string' ? body.error : challenge?.error
    const text =
      typeof body?.error_description === 'string'
        ? body.error_description
        : (challenge?.error_description ?? say('serverAnswered', error.status))
    return new OAuthFailure(code, text)
  }
  if (error instanceof oauth.OperationProcessingError)
    return new OAuthFailure(undefined, processingFailure(error), error.message)
  if (error instanceof oauth.UnsupportedOperationError)
    return new OAuthFailure(undefined, say('notSupported'), error.message)
  if (error instanceof TypeError && 'code' in error)
    // oauth4webapi's own TypeErrors (ERR_INVALID_ARG_VALUE, ERR_INVALID_ARG_TYPE): a URL or
    // value it was handed is not one it takes.
    return new OAuthFailure(undefined, say('invalidSetting'), error.message)
  if (error instanceof TypeError && /fetch/i.test(error.message))
    return new OAuthFailure(undefined, say('unreachable', error.message))
  return new OAuthFailure(
    undefined,
    say('flowFailed'),
    error instanceof Error ? error.message : String(error),
  )
}
