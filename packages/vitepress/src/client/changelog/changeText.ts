// A change line in the page's language: the node side finds what changed (node/changelog/) and
// says it as facts (shared/changelog.ts); this picks the catalog's message for each fact.
import type { ChangeFacts, SchemaPlace } from '../../shared/changelog'
import type { enChangelog } from '../i18n/en/changelog'

/** The messages a change line takes: the changelog part of a catalog (`en/changelog.ts`). */
export type ChangeWords = typeof enChangelog

/** A site with its media type and field: `response 200 (application/json)[].owner`. */
function place(t: ChangeWords, at: SchemaPlace): string {
  // The media type and the field's path are the description's own words, as in English.
  return `${t.changeSite(at)}${at.type ? ` (${at.type})` : ''}${at.field ?? ''}`
}

/** What one change says after its operation (`GET /pets`), in the words of `t`. */
export function changeText(t: ChangeWords, change: ChangeFacts & { webhook?: true }): string {
  switch (change.what) {
    case 'operation-added':
      return change.webhook ? t.changeWebhookAdded : t.changeOperationAdded
    case 'operation-removed':
      return change.webhook ? t.changeWebhookRemoved : t.changeOperationRemoved
    case 'parameter-added':
      return t.changeParameterAdded(change.parameter, !!change.required)
    case 'parameter-removed':
      return t.changeParameterRemoved(change.parameter)
    case 'parameter-required':
      return t.changeParameterRequired(change.parameter)
    case 'parameter-optional':
      return t.changeParameterOptional(change.parameter)
    case 'body-added':
      return t.changeBodyAdded(!!change.required)
    case 'body-removed':
      return t.changeBodyRemoved
    case 'body-required':
      return t.changeBodyRequired
    case 'response-added':
      return t.changeResponseAdded(change.status)
    case 'response-removed':
      return t.changeResponseRemoved(change.status)
    case 'media-type-added':
      return t.changeAt(place(t, change.at), t.changeMediaTypeAdded(change.type))
    case 'media-type-removed':
      return t.changeAt(place(t, change.at), t.changeMediaTypeRemoved(change.type))
    case 'type-changed':
      return t.changeAt(place(t, change.at), t.changeType(change.from, change.to))
    case 'enum-restricted':
      return t.changeAt(place(t, change.at), t.changeEnumRestricted)
    case 'enum-added':
      return t.changeAt(place(t, change.at), t.changeEnumAdded(change.values))
    case 'enum-removed':
      return t.changeAt(place(t, change.at), t.changeEnumRemoved(change.values))
    case 'property-added':
      return t.changeAt(place(t, change.at), t.changePropertyAdded(change.name, !!change.required))
    case 'property-removed':
      return t.changeAt(place(t, change.at), t.changePropertyRemoved(change.name))
    case 'property-required':
      return t.changeAt(place(t, change.at), t.changePropertyRequired(change.name))
    case 'property-sometimes-absent':
      return t.changeAt(place(t, change.at), t.changePropertySometimesAbsent(change.name))
  }
}
