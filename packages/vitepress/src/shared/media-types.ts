// Media types the try-it treats apart, matched on the type and subtype only (parameters such as
// `charset` or `boundary` follow a `;`). The playground's event list recognises the same
// sequential types (OpenAPI 3.2, "Sequential Media Types").

/** `text/event-stream` (HTML Living Standard, 9.2 Server-sent events). */
export const EVENT_STREAM = /^text\/event-stream\b/i

/** JSON Lines and JSON Text Sequences (RFC 7464), under the names they go by. */
export const JSON_LINES = /^application\/(?:jsonl|x-ndjson|x-jsonlines|json-seq)\b/i

/** Any multipart type (RFC 2046, 5.1). */
export const MULTIPART = /^multipart\//i

/** `multipart/mixed`, whose parts the try-it lists as a stream's items. */
export const MULTIPART_MIXED = /^multipart\/mixed\b/i

/** JSON and its structured-syntax suffix, `+json` (RFC 6839, 3.1). */
export const JSON_TYPE = /^(?:application|text)\/(?:[\w.+-]*\+)?json\b/i
