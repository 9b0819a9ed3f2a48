// Português do Brasil: as linhas do registro de alterações (veja ../../en/changelog.ts). Nomes,
// tipos de mídia, códigos de status, tipos do JSON Schema e valores (em JSON) ficam como a
// descrição os escreve.
import type { ChangedParameter } from '../../../../shared/changelog'
import type { ApiDocsMessages } from '../../en'

const PARAMETER: Record<string, string> = {
  path: 'parâmetro de caminho',
  query: 'parâmetro de consulta',
  querystring: 'parâmetro de string de consulta',
  header: 'parâmetro de cabeçalho',
  cookie: 'parâmetro de cookie',
}
const parameter = (p: ChangedParameter) => `${PARAMETER[p.in] ?? `parâmetro ${p.in}`} “${p.name}”`
const values = (list: string[], done: string) =>
  list.length > 1
    ? `valores de enum ${list.join(', ')} ${done}s`
    : `valor de enum ${list.join(', ')} ${done}`

/** Brazilian Portuguese change lines of a changelog page. */
export const ptBRChanges = {
  changeOperationAdded: 'operação adicionada',
  changeOperationRemoved: 'operação removida',
  changeWebhookAdded: 'webhook adicionado',
  changeWebhookRemoved: 'webhook removido',
  changeParameterAdded: (p, required) =>
    `${parameter(p)} adicionado${required ? ' (obrigatório)' : ''}`,
  changeParameterRemoved: (p) => `${parameter(p)} removido`,
  changeParameterRequired: (p) => `${parameter(p)} agora é obrigatório`,
  changeParameterOptional: (p) => `${parameter(p)} agora é opcional`,
  changeBodyAdded: (required) =>
    `corpo da requisição adicionado${required ? ' (obrigatório)' : ''}`,
  changeBodyRemoved: 'corpo da requisição removido',
  changeBodyRequired: 'corpo da requisição agora é obrigatório',
  changeResponseAdded: (status) => `resposta ${status} adicionada`,
  changeResponseRemoved: (status) => `resposta ${status} removida`,
  changeSite: (at) =>
    at.part === 'parameter'
      ? parameter(at)
      : at.part === 'body'
        ? 'corpo da requisição'
        : `resposta ${at.status}`,
  changeAt: (site, change) => `${site}: ${change}`,
  changeMediaTypeAdded: (type) => `tipo de mídia ${type} adicionado`,
  changeMediaTypeRemoved: (type) => `tipo de mídia ${type} removido`,
  changeType: (from, to) => `tipo alterado de ${from.join(' | ')} para ${to.join(' | ')}`,
  changeEnumRestricted: 'valores permitidos restritos a um enum',
  changeEnumAdded: (list) => values(list, 'adicionado'),
  changeEnumRemoved: (list) => values(list, 'removido'),
  changePropertyAdded: (name, required) =>
    `propriedade “${name}” adicionada${required ? ' (obrigatória)' : ''}`,
  changePropertyRemoved: (name) => `propriedade “${name}” removida`,
  changePropertyRequired: (name) => `propriedade “${name}” agora é obrigatória`,
  changePropertySometimesAbsent: (name) => `propriedade “${name}” não está mais sempre presente`,
} satisfies Partial<ApiDocsMessages>
