// The English messages of a changelog page's history, loaded with it (changelog/SpecHistory.vue).
// Its change lines come from the node side as facts (shared/changelog.ts), worded here;
// changelog/changeText.ts says which message a change takes. Names, media types, status codes,
// JSON Schema types and enum values (JSON text) stay as the description writes them.
import type { ChangedParameter, ChangeSite } from '../../../shared/changelog'
import { dateFormat } from '../dateFormat'

const parameter = (p: ChangedParameter): string => `parameter ${p.in} "${p.name}"`
const required = (is: boolean): string => (is ? ' (required)' : '')
const values = (list: string[]): string =>
  `enum value${list.length > 1 ? 's' : ''} ${list.join(', ')}`

/** English messages of a spec's history (part of `en`). */
export const enChangelog = {
  versionChange: (from: string, to: string): string => `version ${from} → ${to}`,
  noHistory:
    "No history yet: the changelog is read from the spec file's git history, and it needs at least two commits of that file.",
  breaking: 'Breaking',
  breakingCount: (count: number): string => `Breaking (${count})`,
  firstVersion: 'First version of the file.',
  noChanges: 'No changes to operations.',
  /** A commit's date, in the page's language (UTC, so that server and browser agree). */
  date: (date: Date): string => dateFormat('en').format(date),

  changeOperationAdded: 'operation added',
  changeOperationRemoved: 'operation removed',
  changeWebhookAdded: 'webhook added',
  changeWebhookRemoved: 'webhook removed',
  /** `required`: the new parameter must be sent. */
  changeParameterAdded: (p: ChangedParameter, isRequired: boolean): string =>
    `${parameter(p)} added${required(isRequired)}`,
  changeParameterRemoved: (p: ChangedParameter): string => `${parameter(p)} removed`,
  changeParameterRequired: (p: ChangedParameter): string => `${parameter(p)} is now required`,
  changeParameterOptional: (p: ChangedParameter): string => `${parameter(p)} is now optional`,
  changeBodyAdded: (isRequired: boolean): string => `request body added${required(isRequired)}`,
  changeBodyRemoved: 'request body removed',
  changeBodyRequired: 'request body is now required',
  /** `status`: a status code (`404`), a range (`2XX`) or `default`. */
  changeResponseAdded: (status: string): string => `response ${status} added`,
  changeResponseRemoved: (status: string): string => `response ${status} removed`,
  /** Where a change inside an operation sits, as a noun (a media type and a field may follow). */
  changeSite: (at: ChangeSite): string =>
    at.part === 'parameter'
      ? parameter(at)
      : at.part === 'body'
        ? 'request body'
        : `response ${at.status}`,
  /** A change inside `site` (`changeSite`'s, with its media type and field): what it is. */
  changeAt: (site: string, change: string): string => `${site}: ${change}`,
  changeMediaTypeAdded: (type: string): string => `media type ${type} added`,
  changeMediaTypeRemoved: (type: string): string => `media type ${type} removed`,
  /** `from`, `to`: JSON Schema type names, a field that takes several listed with ` | `. */
  changeType: (from: string[], to: string[]): string =>
    `type changed from ${from.join(' | ')} to ${to.join(' | ')}`,
  changeEnumRestricted: 'allowed values restricted to an enum',
  /** `list`: the values as JSON text (`"sold"`). */
  changeEnumAdded: (list: string[]): string => `${values(list)} added`,
  changeEnumRemoved: (list: string[]): string => `${values(list)} removed`,
  changePropertyAdded: (name: string, isRequired: boolean): string =>
    `property "${name}" added${required(isRequired)}`,
  changePropertyRemoved: (name: string): string => `property "${name}" removed`,
  changePropertyRequired: (name: string): string => `property "${name}" is now required`,
  /** A response's property that was always there may now be missing. */
  changePropertySometimesAbsent: (name: string): string =>
    `property "${name}" is no longer always present`,
}
