// Español: las notas de una solicitud construida y los rechazos de la importación de cURL.
import type { PlaygroundCatalog } from '../../en'
import type { HeaderOrigin } from '../../../core/request/notes'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: 'El encabezado personalizado',
  item: 'El encabezado',
  bearer: 'El token Bearer',
  basic: 'La autenticación Basic',
  http: 'La autenticación HTTP',
  apiKey: 'El encabezado de clave de API',
  apiKeyCookie: 'La cookie de clave de API',
}
const quoted = (names: readonly string[]) => names.map((name) => `«${name}»`).join(', ')

/** Spanish notes of a built request. */
export const esNotes = {
  notCurl:
    'Este no es un comando cURL que este formulario pueda leer: debe empezar por «curl» e indicar una URL.',
  curlMethodRefused: (method) =>
    `La función fetch() de los navegadores no puede enviar ${method}: rechaza CONNECT, TRACE y TRACK.`,
  unplacedPaths: (names) =>
    `No se enviaron los parámetros de ruta sin marcador {name} o <name> en la URL: ${quoted(names)}.`,
  filesWithoutBody: (method, names) =>
    `Los archivos no se envían con solicitudes ${method} (no tienen cuerpo): ${quoted(names)}.`,
  multipartContentType: (value) =>
    `No se envió el encabezado Content-Type «${value}»: para multipart/form-data lo establece el navegador, con el delimitador que separa las partes.`,
  headerNameInvalid: (origin, name) =>
    `${ORIGIN[origin]} «${name}» no se envió: un nombre de encabezado solo puede contener letras, dígitos y !#$%&'*+-.^_\`|~ (RFC 9110).`,
  headerValueInvalid: (origin, name) =>
    `${ORIGIN[origin]} «${name}» no se envió: su valor contiene un salto de línea, NUL o un carácter más allá de U+00FF, que fetch() rechaza.`,
  twoAuthorizations: 'Dos credenciales usan Authorization: solo se envía la última.',
  basicColon:
    'Autenticación Basic: el nombre de usuario contiene «:», algo que RFC 7617 no permite.',
  digestSnippetsOnly:
    'HTTP Digest (RFC 7616) solo lo envían los ejemplos de código (cURL --digest): fetch() no puede responder a su desafío.',
  cookieSnippetsOnly: (name) =>
    `La cookie de clave de API «${name}» solo la envían los ejemplos de código: una página no puede establecer Cookie.`,
  repeatedJsonFields: (names) =>
    `Campos repetidos ${quoted(names)}: JSON conserva solo el último valor.`,
  noFileChosen: (names) =>
    `No se eligió ningún archivo para ${quoted(names)}: no se envió nada en su lugar.`,
  presetNotUsed: (contentType) => `El cuerpo predefinido no se usa para cuerpos ${contentType}.`,
  filesOnlyMultipart: (names) =>
    `Los archivos solo se envían en cuerpos multipart/form-data; no enviados: ${quoted(names)}.`,
  presetInstead: (names) => `Se envía el cuerpo predefinido en lugar de ${quoted(names)}.`,
  presetOnly: (contentType, names) =>
    `Un cuerpo ${contentType} solo se envía a partir de un cuerpo predefinido; no enviados: ${quoted(names)}.`,
} satisfies Partial<PlaygroundCatalog>
