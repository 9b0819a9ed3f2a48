// Deutsch: die Zeilen des Änderungsprotokolls (siehe ../../en/changelog.ts). Namen, Medientypen,
// Statuscodes, JSON-Schema-Typen und Werte (als JSON) bleiben, wie die Beschreibung sie schreibt.
import type { ChangedParameter } from '../../../../shared/changelog'
import type { ApiDocsMessages } from '../../en'

const PARAMETER: Record<string, string> = {
  path: 'Pfadparameter',
  query: 'Query-Parameter',
  querystring: 'Query-String-Parameter',
  header: 'Header-Parameter',
  cookie: 'Cookie-Parameter',
}
const parameter = (p: ChangedParameter) => `${PARAMETER[p.in] ?? `Parameter ${p.in}`} „${p.name}“`
const values = (list: string[]) =>
  `${list.length > 1 ? 'Enum-Werte' : 'Enum-Wert'} ${list.join(', ')}`

/** German change lines of a changelog page. */
export const deChanges = {
  changeOperationAdded: 'Operation hinzugefügt',
  changeOperationRemoved: 'Operation entfernt',
  changeWebhookAdded: 'Webhook hinzugefügt',
  changeWebhookRemoved: 'Webhook entfernt',
  changeParameterAdded: (p, required) =>
    `${parameter(p)} hinzugefügt${required ? ' (erforderlich)' : ''}`,
  changeParameterRemoved: (p) => `${parameter(p)} entfernt`,
  changeParameterRequired: (p) => `${parameter(p)} ist jetzt erforderlich`,
  changeParameterOptional: (p) => `${parameter(p)} ist jetzt optional`,
  changeBodyAdded: (required) => `Request-Body hinzugefügt${required ? ' (erforderlich)' : ''}`,
  changeBodyRemoved: 'Request-Body entfernt',
  changeBodyRequired: 'Request-Body ist jetzt erforderlich',
  changeResponseAdded: (status) => `Antwort ${status} hinzugefügt`,
  changeResponseRemoved: (status) => `Antwort ${status} entfernt`,
  changeSite: (at) =>
    at.part === 'parameter'
      ? parameter(at)
      : at.part === 'body'
        ? 'Request-Body'
        : `Antwort ${at.status}`,
  changeAt: (site, change) => `${site}: ${change}`,
  changeMediaTypeAdded: (type) => `Medientyp ${type} hinzugefügt`,
  changeMediaTypeRemoved: (type) => `Medientyp ${type} entfernt`,
  changeType: (from, to) => `Typ von ${from.join(' | ')} zu ${to.join(' | ')} geändert`,
  changeEnumRestricted: 'zulässige Werte auf ein Enum beschränkt',
  changeEnumAdded: (list) => `${values(list)} hinzugefügt`,
  changeEnumRemoved: (list) => `${values(list)} entfernt`,
  changePropertyAdded: (name, required) =>
    `Eigenschaft „${name}“ hinzugefügt${required ? ' (erforderlich)' : ''}`,
  changePropertyRemoved: (name) => `Eigenschaft „${name}“ entfernt`,
  changePropertyRequired: (name) => `Eigenschaft „${name}“ ist jetzt erforderlich`,
  changePropertySometimesAbsent: (name) => `Eigenschaft „${name}“ ist nicht mehr immer vorhanden`,
} satisfies Partial<ApiDocsMessages>
