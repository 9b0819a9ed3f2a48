// A change line in the page's language: the node side finds what changed (node/changelog/) and
// says it as facts (shared/changelog.ts); this picks the catalog's message for each fact.
//
// The description's own values in a line (names, status codes, media types, field paths, types,
// enum values) are inserted into the catalog's sentence; in a right-to-left language they would
// take part in its bidirectional reordering and read out of order: `(application/json)[]:` shown
// as `:[](application/json)`. So each is marked as it goes into the sentence, and the page shows
// it isolated (Unicode Bidirectional Algorithm, UAX #9, "isolates"; HTML's `bdi` element:
// https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-bdi-element). A value whose
// syntax is always written left to right (a status, a media type, RFC 6838's ASCII; a field path
// such as `[].owner`, read like code; a JSON Schema type name) is isolated left to right; a name or
// an enum value, which may be in any script, takes the direction of its first strong character
// (`dir="auto"`, the `bdi` element's default). The values stay text: never HTML.
import type { ChangedParameter, ChangeFacts, SchemaPlace } from '../../shared/changelog'
import type { enChangelog } from '../i18n/en/changelog'

/** The messages a change line takes: the changelog part of a catalog (`en/changelog.ts`). */
export type ChangeWords = typeof enChangelog

/** How a value of the description is isolated: always left to right, or by its first letter. */
export type ValueDirection = 'ltr' | 'auto'

/** A piece of a change line: the catalog's words, or (with `value`) one of the description's. */
export interface ChangePart {
  text: string
  /** Set on a value from the description: the direction it is isolated in. */
  value?: ValueDirection
}

/** Puts a value into the sentence: as it is, or as a mark that `changeParts` finds again. */
type Mark = (text: string, direction: ValueDirection) => string

const asItIs: Mark = (text) => text

/** A site with its media type and field: `response 200 (application/json)[].owner`. */
function place(t: ChangeWords, at: SchemaPlace, mark: Mark): string {
  const site: SchemaPlace =
    at.part === 'parameter'
      ? { ...at, name: mark(at.name, 'auto') }
      : at.part === 'response'
        ? { ...at, status: mark(at.status, 'ltr') }
        : at
  // The media type and the field's path are the description's own words, as in English.
  const type = at.type ? ` (${mark(at.type, 'ltr')})` : ''
  return `${t.changeSite(site)}${type}${at.field ? mark(at.field, 'ltr') : ''}`
}

/** What one change says, its description's values put in by `mark`. */
function words(t: ChangeWords, change: ChangeFacts & { webhook?: true }, mark: Mark): string {
  const parameter = (p: ChangedParameter): ChangedParameter => ({
    in: p.in,
    name: mark(p.name, 'auto'),
  })
  const types = (list: string[]) => list.map((type) => mark(type, 'ltr'))
  const values = (list: string[]) => list.map((value) => mark(value, 'auto'))
  const at = (site: SchemaPlace, text: string) => t.changeAt(place(t, site, mark), text)
  switch (change.what) {
    case 'operation-added':
      return change.webhook ? t.changeWebhookAdded : t.changeOperationAdded
    case 'operation-removed':
      return change.webhook ? t.changeWebhookRemoved : t.changeOperationRemoved
    case 'parameter-added':
      return t.changeParameterAdded(parameter(change.parameter), !!change.required)
    case 'parameter-removed':
      return t.changeParameterRemoved(parameter(change.parameter))
    case 'parameter-required':
      return t.changeParameterRequired(parameter(change.parameter))
    case 'parameter-optional':
      return t.changeParameterOptional(parameter(change.parameter))
    case 'body-added':
      return t.changeBodyAdded(!!change.required)
    case 'body-removed':
      return t.changeBodyRemoved
    case 'body-required':
      return t.changeBodyRequired
    case 'response-added':
      return t.changeResponseAdded(mark(change.status, 'ltr'))
    case 'response-removed':
      return t.changeResponseRemoved(mark(change.status, 'ltr'))
    case 'media-type-added':
      return at(change.at, t.changeMediaTypeAdded(mark(change.type, 'ltr')))
    case 'media-type-removed':
      return at(change.at, t.changeMediaTypeRemoved(mark(change.type, 'ltr')))
    case 'type-changed':
      return at(change.at, t.changeType(types(change.from), types(change.to)))
    case 'enum-restricted':
      return at(change.at, t.changeEnumRestricted)
    case 'enum-added':
      return at(change.at, t.changeEnumAdded(values(change.values)))
    case 'enum-removed':
      return at(change.at, t.changeEnumRemoved(values(change.values)))
    case 'property-added':
      return at(change.at, t.changePropertyAdded(mark(change.name, 'auto'), !!change.required))
    case 'property-removed':
      return at(change.at, t.changePropertyRemoved(mark(change.name, 'auto')))
    case 'property-required':
      return at(change.at, t.changePropertyRequired(mark(change.name, 'auto')))
    case 'property-sometimes-absent':
      return at(change.at, t.changePropertySometimesAbsent(mark(change.name, 'auto')))
  }
}

/** What one change says after its operation (`GET /pets`), in the words of `t`, as text. */
export function changeText(t: ChangeWords, change: ChangeFacts & { webhook?: true }): string {
  return words(t, change, asItIs)
}

// A value's mark in the sentence: its number between two private-use characters (Unicode's
// Private Use Area, U+E000-U+F8FF, which no catalog's words use). The values themselves never go
// through the sentence, only their marks: whatever a description writes comes out as the text
// of one piece.
const OPEN = '\uE000'
const CLOSE = '\uE001'
const MARKS = /\uE000(\d+)\uE001/g

/**
 * The same line in pieces, each of the description's values a piece of its own, for the page to
 * isolate (SpecHistory.vue); the pieces' text joined is `changeText`'s.
 */
export function changeParts(
  t: ChangeWords,
  change: ChangeFacts & { webhook?: true },
): ChangePart[] {
  const values: ChangePart[] = []
  const line = words(
    t,
    change,
    (text, value) => `${OPEN}${values.push({ text, value }) - 1}${CLOSE}`,
  )
  const parts: ChangePart[] = []
  let from = 0
  for (const match of line.matchAll(MARKS)) {
    if (match.index > from) parts.push({ text: line.slice(from, match.index) })
    // An author's message holding a mark-like text keeps it as text.
    parts.push(values[Number(match[1])] ?? { text: match[0] })
    from = match.index + match[0].length
  }
  if (from < line.length) parts.push({ text: line.slice(from) })
  return parts
}
