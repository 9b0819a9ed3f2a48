// Português do Brasil: as notas de uma requisição montada e as recusas da importação de cURL.
import type { PlaygroundCatalog } from '../../en'
import type { HeaderOrigin } from '../../../core/request/notes'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: 'O cabeçalho personalizado',
  item: 'O cabeçalho',
  bearer: 'O token Bearer',
  basic: 'A autenticação Basic',
  http: 'A autenticação HTTP',
  apiKey: 'O cabeçalho de chave de API',
  apiKeyCookie: 'O cookie de chave de API',
}
const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ')

/** Brazilian Portuguese notes of a built request. */
export const ptBRNotes = {
  notCurl:
    'Este não é um comando cURL que este formulário consiga ler: ele deve começar com "curl" e informar uma URL.',
  curlMethodRefused: (method) =>
    `O fetch() dos navegadores não consegue enviar ${method}: ele recusa CONNECT, TRACE e TRACK.`,
  unplacedPaths: (names) =>
    `Parâmetros de caminho sem marcador {name} ou <name> na URL não foram enviados: ${quoted(names)}.`,
  filesWithoutBody: (method, names) =>
    `Arquivos não são enviados em requisições ${method} (elas não têm corpo): ${quoted(names)}.`,
  multipartContentType: (value) =>
    `O cabeçalho Content-Type "${value}" não foi enviado: em multipart/form-data, o navegador o define com o delimitador que separa as partes.`,
  headerNameInvalid: (origin, name) =>
    `${ORIGIN[origin]} "${name}" não foi enviado: um nome de cabeçalho só pode conter letras, dígitos e !#$%&'*+-.^_\`|~ (RFC 9110).`,
  headerValueInvalid: (origin, name) =>
    `${ORIGIN[origin]} "${name}" não foi enviado: o valor contém uma quebra de linha, NUL ou um caractere além de U+00FF, que o fetch() recusa.`,
  twoAuthorizations: 'Duas credenciais usam Authorization: só a última é enviada.',
  basicColon: 'Autenticação Basic: o nome de usuário contém ":", o que a RFC 7617 não permite.',
  digestSnippetsOnly:
    'HTTP Digest (RFC 7616) só é enviado pelos exemplos de código (cURL --digest): o fetch() não consegue responder ao desafio.',
  cookieSnippetsOnly: (name) =>
    `O cookie de chave de API "${name}" só é enviado pelos exemplos de código: uma página não pode definir Cookie.`,
  repeatedJsonFields: (names) =>
    `Campos repetidos ${quoted(names)}: o JSON mantém só o último valor.`,
  noFileChosen: (names) =>
    `Nenhum arquivo escolhido para ${quoted(names)}: nada foi enviado no lugar.`,
  presetNotUsed: (contentType) => `O corpo predefinido não é usado em corpos ${contentType}.`,
  filesOnlyMultipart: (names) =>
    `Arquivos só são enviados em corpos multipart/form-data; não enviados: ${quoted(names)}.`,
  presetInstead: (names) => `O corpo predefinido é enviado no lugar de ${quoted(names)}.`,
  presetOnly: (contentType, names) =>
    `Um corpo ${contentType} só é enviado a partir de um corpo predefinido; não enviados: ${quoted(names)}.`,
} satisfies Partial<PlaygroundCatalog>
