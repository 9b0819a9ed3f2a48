// Português do Brasil: o que dizem o painel OAuth, o Mock, o leitor de streams e as ferramentas
// do try-it quando o código pede (veja ../../message.ts).
import type { ApiDocsMessages } from '../../en'
import type { FormField } from '../../en/tools'
import type { JsonFailure, LackedCredential, Place } from '../../en/problems'

const plural = new Intl.PluralRules('pt-BR')
const n = (count: number, one: string, other: string) =>
  `${count} ${plural.select(count) === 'one' ? one : other}`

const FIELD = {
  path: 'O parâmetro de caminho',
  query: 'O parâmetro de consulta',
  querystring: 'O parâmetro de query string',
  header: 'O parâmetro de cabeçalho',
  body: 'O campo do corpo',
}
const place = (at: Place) => (typeof at === 'string' ? at : `${FIELD[at.in]} "${at.name}"`)
const where = ({ line, column }: JsonFailure) =>
  line === undefined ? '' : ` (linha ${line}, coluna ${column ?? 1})`
const lack = (c: LackedCredential) =>
  c.kind === 'apiKey'
    ? `${c.in === 'header' ? 'do cabeçalho' : 'do parâmetro de consulta'} "${c.name}" (${c.scheme})`
    : c.kind === 'http'
      ? `de um cabeçalho "Authorization: ${c.authScheme} …" (${c.scheme})`
      : `de um token "Authorization: Bearer …" (${c.scheme})`
const PARAMETER = {
  path: 'parâmetro de caminho',
  query: 'parâmetro de consulta',
  querystring: 'query string',
  header: 'parâmetro de cabeçalho',
  cookie: 'parâmetro de cookie',
  field: 'campo',
}
const field = (f: FormField): string => {
  switch (f.kind) {
    case 'parameter':
      return `${PARAMETER[f.in]} "${f.name}"`
    case 'header':
      return `cabeçalho "${f.name}"`
    case 'headerName':
      return `nome de cabeçalho "${f.name}"`
    case 'apiKey':
      return `chave de API "${f.name}"`
    case 'username':
      return `nome de usuário ${f.scheme}`
    case 'password':
      return `senha ${f.scheme}`
    case 'credentials':
      return `credenciais ${f.scheme}`
    case 'bearer':
      return 'token Bearer'
    case 'path':
      return 'caminho'
    case 'server':
      return 'servidor'
    default:
      return 'corpo'
  }
}
const inFields = (fields: FormField[]) =>
  fields.length ? ` (em ${fields.map(field).join(', ')})` : ''

/** Brazilian Portuguese status and error messages. */
export const ptBRStatus = {
  readingDiscovery: 'Lendo o documento de descoberta do OpenID Connect…',
  readingMetadata: 'Lendo os metadados do servidor de autorização…',
  askingToken: 'Consultando o endpoint de token…',
  askingUserCode: 'Solicitando um código de usuário…',
  goingToServer: 'Indo para o servidor de autorização…',
  waitingPopup: 'Aguardando você entrar na janela pop-up…',
  exchangingCode: 'Trocando o código por um token…',
  enterClientId: 'Informe primeiro um ID de cliente.',
  noTokenUrl: 'A descrição não informa nenhuma URL de token.',
  noDeviceUrls:
    'Nem a descrição nem os metadados do servidor informam a URL de autorização de dispositivo e a URL de token.',
  noAuthorizationEndpoint: 'O servidor não informa nenhum endpoint de autorização.',
  popupBlocked:
    'O navegador bloqueou a janela pop-up: permita pop-ups para este site ou entre nesta aba.',
  popupClosed: 'A janela de login foi fechada antes de o servidor responder.',
  unknownState:
    'Esta resposta não corresponde a nenhuma autorização enviada desta aba (o state é desconhecido ou antigo demais). Clique em Autorizar novamente.',
  stateMissing: 'A resposta não traz o state que foi enviado.',
  noAccessToken: 'A resposta não traz nenhum access_token.',
  notBearer: (type) => `token_type "${type}" não é um token Bearer.`,
  serverAnswered: (status) => `O servidor respondeu ${status}.`,
  unreachable: (reason) =>
    `A requisição não chegou ao servidor (${reason}): ele está fora do ar, ou seus cabeçalhos CORS não permitem que este site o chame.`,
  authorizationRefused: 'O servidor de autorização recusou, sem dizer o motivo.',
  unexpectedStatus: (status) =>
    `O servidor respondeu com o status HTTP ${status}, que não é o que o protocolo espera.`,
  answerNotJson: 'A resposta do servidor não é JSON.',
  answerInvalid: 'A resposta do servidor não segue o protocolo.',
  issuerMismatch: (expected) =>
    `Os metadados do servidor informam outro emissor (issuer) que não ${expected}, o que a URL deles indica.`,
  metadataNoIssuer: 'Os metadados do servidor não informam nenhum emissor (issuer).',
  idTokenRejected: 'O ID token enviado pelo servidor não passou nas verificações.',
  httpsOnly: 'Os endpoints precisam usar https: (http: simples só nesta máquina, localhost).',
  endpointMissing:
    'Falta nos metadados do servidor um endpoint de que este fluxo precisa, ou eles informam um inválido.',
  invalidSetting: 'Uma URL ou um valor passado ao fluxo não é válido.',
  notSupported: 'O painel não consegue executar isso com o que o servidor oferece.',
  flowFailed: 'O fluxo parou por causa de um erro.',
  codeExpired: (detail) =>
    `O código expirou antes de ser aprovado${detail ? ` (${detail})` : ''}. Clique em Autorizar para obter um novo código.`,
  accessDenied: (detail) =>
    `A solicitação foi negada pelo servidor de autorização${detail ? ` (${detail})` : ''}. Nenhum token foi emitido.`,
  deviceStopped: 'Interrompido: nenhum token foi solicitado.',
  waitingApproval: (seconds) => `Aguardando aprovação: verificando a cada ${seconds} s.`,
  slowDown: (seconds) =>
    `O servidor pediu para consultar mais devagar: verificando a cada ${seconds} s.`,
  tokenEndpointSilent: (reason, seconds) =>
    `O endpoint de token não respondeu (${reason}): verificando a cada ${seconds} s.`,
  noExpiry: 'O servidor não informou nenhuma validade.',
  expiredAt: (time) => `Expirou às ${time}.`,
  expiresIn: (remaining, time) => `Expira em ${remaining} (às ${time}).`,
  codeExpiredAt: (time) => `O código expirou às ${time}.`,
  codeExpiresIn: (remaining, time) => `O código expira em ${remaining} (às ${time}).`,

  toolsNotLoaded: (reason) =>
    `Não enviado: as ferramentas do painel não puderam ser carregadas (${reason}). Envie de novo; o que você digitou foi mantido.`,
  variablesNotSent: (unknown, cycles) =>
    `Não enviado: ${[
      ...(unknown.length
        ? [
            `não há nenhuma variável chamada ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join(', ')} no ambiente ativo`,
          ]
        : []),
      ...cycles.map(
        ({ names, fields }) =>
          `as variáveis fazem referência umas às outras: ${names.join(' → ')}${inFields(fields)}`,
      ),
    ].join('; ')}.`,
  variablesLoading: 'Não enviado: as variáveis ainda estavam carregando. Envie de novo.',
  importNotJson: (failure) => `Não é JSON${where(failure)}.`,
  importTopLevel: 'O nível superior deve ser um objeto com "environments".',
  importEnvironmentsList: '"environments" deve ser uma lista de { name, variables }.',
  importNotObject: (at) => `${at}: deve ser um objeto.`,
  importNameEmpty: (at) => `${at}: deve ser uma string não vazia.`,
  importNameTaken: (at, name) => `${at}: "${name}" já é usado por outro ambiente.`,
  importVariablesList: (at) => `${at}: deve ser uma lista de { name, value }.`,
  importVariableName: (at, got) =>
    `${at}: apenas letras, dígitos, "_", "-" ou "." (recebido: ${got}).`,
  importValueString: (at) => `${at}: deve ser uma string.`,

  missing: (at) => `${place(at)} é obrigatório, mas está ausente.`,
  bodyMissing: 'O corpo da requisição é obrigatório, mas está ausente.',
  notJson: (what, failure) =>
    `${{ body: 'O corpo', item: 'O item', data: 'O campo data' }[what]} não é JSON${where(failure)}.`,
  noAlternative: (at, count) =>
    `${place(at)} não corresponde a nenhuma de suas ${count} alternativas.`,
  wrongType: (at, types, actual) =>
    `${place(at)} deveria ser do tipo ${types.join(' ou ')}, não ${actual}.`,
  notInEnum: (at, values) => `${place(at)} deveria ser um destes valores: ${values.join(', ')}.`,
  notConst: (at, value) => `${place(at)} deveria ser ${value}.`,
  tooFewItems: (at, min) => `${place(at)} deveria ter pelo menos ${n(min, 'item', 'itens')}.`,
  tooManyItems: (at, max) => `${place(at)} deveria ter no máximo ${n(max, 'item', 'itens')}.`,
  notAllowed: (at) => `${place(at)} não é uma propriedade que a descrição permite.`,
  tooShort: (at, min) =>
    `${place(at)} deveria ter pelo menos ${n(min, 'caractere', 'caracteres')}.`,
  tooLong: (at, max) => `${place(at)} deveria ter no máximo ${n(max, 'caractere', 'caracteres')}.`,
  noPattern: (at, pattern) => `${place(at)} deveria corresponder ao padrão ${pattern}.`,
  tooSmall: (at, min, exclusive) =>
    `${place(at)} deveria ser ${exclusive ? 'maior que' : 'no mínimo'} ${min}.`,
  tooLarge: (at, max, exclusive) =>
    `${place(at)} deveria ser ${exclusive ? 'menor que' : 'no máximo'} ${max}.`,
  notMultiple: (at, of) => `${place(at)} deveria ser múltiplo de ${of}.`,
  moreProblems: (count) => `… e mais ${count}.`,
  credentialsUnmet: (alternatives) =>
    `As credenciais enviadas não atendem a nenhum dos requisitos de segurança da operação: ela precisa ${alternatives.map((all) => all.map(lack).join(' e ')).join(', ou ')}. Um servidor responderia 401 Unauthorized.`,

  // What the try-it cannot send as a reader might expect
  cookieParameterNote: (name) =>
    `O parâmetro de cookie "${name}" não é enviado por este painel: um navegador não deixa uma página definir o cabeçalho Cookie. Os exemplos de código abaixo o enviam.`,
  cookieKeyNote: (name, key) =>
    `Chave de API em cookie "${name}" (${key}): o navegador não pode definir um cookie para outro site, então este painel não a envia; os exemplos de código enviam (cURL com -b, os outros com um cabeçalho Cookie).`,
  mutualTlsNote: (key) =>
    `TLS mútuo (${key}): o próprio navegador apresenta um certificado de cliente, se tiver um; não há nada a preencher aqui.`,
  digestNote: (key) =>
    `HTTP Digest (${key}, RFC 7616) responde ao desafio do servidor, o que este painel não consegue fazer: ele não o envia. O exemplo de cURL envia, com --digest -u; o HTTPie com -A digest e o Python com HTTPDigestAuth.`,
  negotiateNote: (key) =>
    `HTTP Negotiate (${key}, RFC 4559): cole um token para enviar "Authorization: Negotiate <token>"; o curl gera um a partir do seu tíquete Kerberos com --negotiate -u :.`,
  otherSchemeNote: (scheme, key) =>
    `HTTP ${scheme} (${key}): este painel e os exemplos enviam "Authorization: ${scheme} <credenciais>", com as credenciais do jeito que você as digitar.`,
  // Under a schema page's shortened list of the operations that use it
  usedByMore: (more, total) => {
    const f = new Intl.NumberFormat('pt-BR')
    return `E mais ${f.format(more)} ${more === 1 ? 'operação' : 'operações'}: ${f.format(total)} no total usam este schema.`
  },
} satisfies Partial<ApiDocsMessages>
