// Español: las líneas del registro de cambios (véase ../../en/changelog.ts). Los nombres, tipos
// de medio, códigos de estado, tipos de JSON Schema y valores (en JSON) quedan como los escribe
// la descripción.
import type { ChangedParameter } from '../../../../shared/changelog'
import type { ApiDocsMessages } from '../../en'

const PARAMETER: Record<string, string> = {
  path: 'parámetro de ruta',
  query: 'parámetro de consulta',
  querystring: 'parámetro de cadena de consulta',
  header: 'parámetro de encabezado',
  cookie: 'parámetro de cookie',
}
const parameter = (p: ChangedParameter) => `${PARAMETER[p.in] ?? `parámetro ${p.in}`} «${p.name}»`
const values = (list: string[], done: string) =>
  list.length > 1
    ? `valores de enum ${list.join(', ')} ${done}s`
    : `valor de enum ${list.join(', ')} ${done}`

/** Spanish change lines of a changelog page. */
export const esChanges = {
  changeOperationAdded: 'operación añadida',
  changeOperationRemoved: 'operación eliminada',
  changeWebhookAdded: 'webhook añadido',
  changeWebhookRemoved: 'webhook eliminado',
  changeParameterAdded: (p, required) =>
    `${parameter(p)} añadido${required ? ' (obligatorio)' : ''}`,
  changeParameterRemoved: (p) => `${parameter(p)} eliminado`,
  changeParameterRequired: (p) => `${parameter(p)} ahora es obligatorio`,
  changeParameterOptional: (p) => `${parameter(p)} ahora es opcional`,
  changeBodyAdded: (required) =>
    `cuerpo de la solicitud añadido${required ? ' (obligatorio)' : ''}`,
  changeBodyRemoved: 'cuerpo de la solicitud eliminado',
  changeBodyRequired: 'cuerpo de la solicitud ahora es obligatorio',
  changeResponseAdded: (status) => `respuesta ${status} añadida`,
  changeResponseRemoved: (status) => `respuesta ${status} eliminada`,
  changeSite: (at) =>
    at.part === 'parameter'
      ? parameter(at)
      : at.part === 'body'
        ? 'cuerpo de la solicitud'
        : `respuesta ${at.status}`,
  changeAt: (site, change) => `${site}: ${change}`,
  changeMediaTypeAdded: (type) => `tipo de medio ${type} añadido`,
  changeMediaTypeRemoved: (type) => `tipo de medio ${type} eliminado`,
  changeType: (from, to) => `tipo cambiado de ${from.join(' | ')} a ${to.join(' | ')}`,
  changeEnumRestricted: 'valores permitidos restringidos a un enum',
  changeEnumAdded: (list) => values(list, 'añadido'),
  changeEnumRemoved: (list) => values(list, 'eliminado'),
  changePropertyAdded: (name, required) =>
    `propiedad «${name}» añadida${required ? ' (obligatoria)' : ''}`,
  changePropertyRemoved: (name) => `propiedad «${name}» eliminada`,
  changePropertyRequired: (name) => `propiedad «${name}» ahora es obligatoria`,
  changePropertySometimesAbsent: (name) => `propiedad «${name}» ya no está siempre presente`,
} satisfies Partial<ApiDocsMessages>
