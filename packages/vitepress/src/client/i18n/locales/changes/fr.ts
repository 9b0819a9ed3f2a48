// Français : les lignes du journal des changements (voir ../../en/changelog.ts). Les noms, types
// de média, codes d’état, types JSON Schema et valeurs (en JSON) restent tels que la description
// les écrit.
import type { ChangedParameter } from '../../../../shared/changelog'
import type { ApiDocsMessages } from '../../en'

const PARAMETER: Record<string, string> = {
  path: 'paramètre de chemin',
  query: 'paramètre de requête',
  querystring: 'paramètre de chaîne de requête',
  header: 'paramètre d’en-tête',
  cookie: 'paramètre de cookie',
}
const parameter = (p: ChangedParameter) => `${PARAMETER[p.in] ?? `paramètre ${p.in}`} « ${p.name} »`
const values = (list: string[], added: boolean) =>
  list.length > 1
    ? `valeurs d’énumération ${list.join(', ')} ${added ? 'ajoutées' : 'supprimées'}`
    : `valeur d’énumération ${list.join(', ')} ${added ? 'ajoutée' : 'supprimée'}`

/** French change lines of a changelog page. */
export const frChanges = {
  changeOperationAdded: 'opération ajoutée',
  changeOperationRemoved: 'opération supprimée',
  changeWebhookAdded: 'webhook ajouté',
  changeWebhookRemoved: 'webhook supprimé',
  changeParameterAdded: (p, required) =>
    `${parameter(p)} ajouté${required ? ' (obligatoire)' : ''}`,
  changeParameterRemoved: (p) => `${parameter(p)} supprimé`,
  changeParameterRequired: (p) => `${parameter(p)} désormais obligatoire`,
  changeParameterOptional: (p) => `${parameter(p)} désormais facultatif`,
  changeBodyAdded: (required) => `corps de la requête ajouté${required ? ' (obligatoire)' : ''}`,
  changeBodyRemoved: 'corps de la requête supprimé',
  changeBodyRequired: 'corps de la requête désormais obligatoire',
  changeResponseAdded: (status) => `réponse ${status} ajoutée`,
  changeResponseRemoved: (status) => `réponse ${status} supprimée`,
  changeSite: (at) =>
    at.part === 'parameter'
      ? parameter(at)
      : at.part === 'body'
        ? 'corps de la requête'
        : `réponse ${at.status}`,
  changeAt: (site, change) => `${site} : ${change}`,
  changeMediaTypeAdded: (type) => `type de média ${type} ajouté`,
  changeMediaTypeRemoved: (type) => `type de média ${type} supprimé`,
  changeType: (from, to) => `type passé de ${from.join(' | ')} à ${to.join(' | ')}`,
  changeEnumRestricted: 'valeurs permises restreintes à une énumération',
  changeEnumAdded: (list) => values(list, true),
  changeEnumRemoved: (list) => values(list, false),
  changePropertyAdded: (name, required) =>
    `propriété « ${name} » ajoutée${required ? ' (obligatoire)' : ''}`,
  changePropertyRemoved: (name) => `propriété « ${name} » supprimée`,
  changePropertyRequired: (name) => `propriété « ${name} » désormais obligatoire`,
  changePropertySometimesAbsent: (name) => `propriété « ${name} » plus toujours présente`,
} satisfies Partial<ApiDocsMessages>
