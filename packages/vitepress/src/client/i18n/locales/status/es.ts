// Español: lo que dicen el panel OAuth, el Mock, el lector de flujos y las herramientas del
// try-it cuando el código lo pide (véase ../../message.ts).
import type { ApiDocsMessages } from '../../en'
import type { FormField } from '../../en/tools'
import type { JsonFailure, LackedCredential, Place } from '../../en/problems'

const plural = new Intl.PluralRules('es')
const n = (count: number, one: string, other: string) =>
  `${count} ${plural.select(count) === 'one' ? one : other}`

const FIELD = {
  path: 'El parámetro de ruta',
  query: 'El parámetro de consulta',
  querystring: 'El parámetro de cadena de consulta',
  header: 'El parámetro de encabezado',
  body: 'El campo del cuerpo',
}
const place = (at: Place) => (typeof at === 'string' ? at : `${FIELD[at.in]} «${at.name}»`)
const where = ({ line, column }: JsonFailure) =>
  line === undefined ? '' : ` (línea ${line}, columna ${column ?? 1})`
const lack = (c: LackedCredential) =>
  c.kind === 'apiKey'
    ? `${c.in === 'header' ? 'el encabezado' : 'el parámetro de consulta'} «${c.name}» (${c.scheme})`
    : c.kind === 'http'
      ? `un encabezado «Authorization: ${c.authScheme} …» (${c.scheme})`
      : `un token «Authorization: Bearer …» (${c.scheme})`
const PARAMETER = {
  path: 'parámetro de ruta',
  query: 'parámetro de consulta',
  querystring: 'cadena de consulta',
  header: 'parámetro de encabezado',
  cookie: 'parámetro de cookie',
  field: 'campo',
}
const field = (f: FormField): string => {
  switch (f.kind) {
    case 'parameter':
      return `${PARAMETER[f.in]} «${f.name}»`
    case 'header':
      return `encabezado «${f.name}»`
    case 'headerName':
      return `nombre de encabezado «${f.name}»`
    case 'apiKey':
      return `clave de API «${f.name}»`
    case 'username':
      return `nombre de usuario ${f.scheme}`
    case 'password':
      return `contraseña ${f.scheme}`
    case 'credentials':
      return `credenciales ${f.scheme}`
    case 'bearer':
      return 'token Bearer'
    case 'path':
      return 'ruta'
    case 'server':
      return 'servidor'
    default:
      return 'cuerpo'
  }
}
const inFields = (fields: FormField[]) =>
  fields.length ? ` (en ${fields.map(field).join(', ')})` : ''

/** Spanish status and error messages. */
export const esStatus = {
  readingDiscovery: 'Leyendo el documento de descubrimiento de OpenID Connect…',
  readingMetadata: 'Leyendo los metadatos del servidor de autorización…',
  askingToken: 'Consultando el endpoint de tokens…',
  askingUserCode: 'Solicitando un código de usuario…',
  goingToServer: 'Yendo al servidor de autorización…',
  waitingPopup: 'Esperando a que inicie sesión en la ventana emergente…',
  exchangingCode: 'Canjeando el código por un token…',
  enterClientId: 'Introduzca primero un ID de cliente.',
  noTokenUrl: 'La descripción no indica ninguna URL de token.',
  noDeviceUrls:
    'Ni la descripción ni los metadatos del servidor indican la URL de autorización de dispositivos y la URL de token.',
  noAuthorizationEndpoint: 'El servidor no indica ningún endpoint de autorización.',
  popupBlocked:
    'El navegador bloqueó la ventana emergente: permita las ventanas emergentes para este sitio o inicie sesión en esta pestaña.',
  popupClosed: 'La ventana de inicio de sesión se cerró antes de que el servidor respondiera.',
  unknownState:
    'Esta respuesta no corresponde a ninguna autorización enviada desde esta pestaña (su state es desconocido o demasiado antiguo). Pulse Autorizar de nuevo.',
  stateMissing: 'La respuesta no incluye el state que se envió.',
  noAccessToken: 'La respuesta no incluye ningún access_token.',
  notBearer: (type) => `token_type «${type}» no es un token Bearer.`,
  serverAnswered: (status) => `El servidor respondió ${status}.`,
  unreachable: (reason) =>
    `La solicitud no llegó al servidor (${reason}): no está disponible, o sus encabezados CORS no permiten que este sitio lo llame.`,
  authorizationRefused: 'El servidor de autorización se negó, sin indicar el motivo.',
  unexpectedStatus: (status) =>
    `El servidor respondió con el estado HTTP ${status}, que no es el que espera el protocolo.`,
  answerNotJson: 'La respuesta del servidor no es JSON.',
  answerInvalid: 'La respuesta del servidor no sigue el protocolo.',
  issuerMismatch: (expected) =>
    `Los metadatos del servidor indican otro emisor (issuer) distinto de ${expected}, el que corresponde a su URL.`,
  metadataNoIssuer: 'Los metadatos del servidor no indican ningún emisor (issuer).',
  idTokenRejected: 'El ID token que envió el servidor no superó las comprobaciones.',
  httpsOnly: 'Los endpoints deben usar https: (http: sin cifrar solo en esta máquina, localhost).',
  endpointMissing:
    'A los metadatos del servidor les falta un endpoint que este flujo necesita, o indican uno no válido.',
  invalidSetting: 'Una URL o un valor que se dio al flujo no es válido.',
  notSupported: 'El panel no puede ejecutar esto con lo que ofrece el servidor.',
  flowFailed: 'El flujo se detuvo por un error.',
  codeExpired: (detail) =>
    `El código caducó antes de ser aprobado${detail ? ` (${detail})` : ''}. Pulse Autorizar para obtener un código nuevo.`,
  accessDenied: (detail) =>
    `El servidor de autorización denegó la solicitud${detail ? ` (${detail})` : ''}. No se emitió ningún token.`,
  deviceStopped: 'Detenido: no se solicitó ningún token.',
  waitingApproval: (seconds) => `Esperando la aprobación: se comprueba cada ${seconds} s.`,
  slowDown: (seconds) =>
    `El servidor pidió consultar más despacio: se comprueba cada ${seconds} s.`,
  tokenEndpointSilent: (reason, seconds) =>
    `El endpoint de tokens no respondió (${reason}): se comprueba cada ${seconds} s.`,
  noExpiry: 'El servidor no indicó ninguna caducidad.',
  expiredAt: (time) => `Caducó a las ${time}.`,
  expiresIn: (remaining, time) => `Caduca dentro de ${remaining} (a las ${time}).`,
  codeExpiredAt: (time) => `El código caducó a las ${time}.`,
  codeExpiresIn: (remaining, time) => `El código caduca dentro de ${remaining} (a las ${time}).`,

  toolsNotLoaded: (reason) =>
    `No enviado: no se pudieron cargar las herramientas del panel (${reason}). Vuelva a enviar; lo que escribió se conserva.`,
  variablesNotSent: (unknown, cycles) =>
    `No enviado: ${[
      ...(unknown.length
        ? [
            `no hay ninguna variable llamada ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join(', ')} en el entorno activo`,
          ]
        : []),
      ...cycles.map(
        ({ names, fields }) =>
          `las variables se refieren unas a otras: ${names.join(' → ')}${inFields(fields)}`,
      ),
    ].join('; ')}.`,
  variablesLoading: 'No enviado: las variables aún se estaban cargando. Vuelva a enviar.',
  importNotJson: (failure) => `No es JSON${where(failure)}.`,
  importTopLevel: 'El nivel superior debe ser un objeto con «environments».',
  importEnvironmentsList: '«environments» debe ser una lista de { name, variables }.',
  importNotObject: (at) => `${at}: debe ser un objeto.`,
  importNameEmpty: (at) => `${at}: debe ser una cadena no vacía.`,
  importNameTaken: (at, name) => `${at}: «${name}» ya lo usa otro entorno.`,
  importVariablesList: (at) => `${at}: debe ser una lista de { name, value }.`,
  importVariableName: (at, got) =>
    `${at}: solo se admiten letras, dígitos, «_», «-» o «.» (se recibió ${got}).`,
  importValueString: (at) => `${at}: debe ser una cadena.`,

  missing: (at) => `${place(at)} es obligatorio, pero falta.`,
  bodyMissing: 'El cuerpo de la solicitud es obligatorio, pero falta.',
  notJson: (what, failure) =>
    `${{ body: 'El cuerpo', item: 'El elemento', data: 'El campo data' }[what]} no es JSON${where(failure)}.`,
  noAlternative: (at, count) =>
    `${place(at)} no coincide con ninguna de sus ${count} alternativas.`,
  wrongType: (at, types, actual) =>
    `${place(at)} debería ser de tipo ${types.join(' o ')}, no ${actual}.`,
  notInEnum: (at, values) => `${place(at)} debería ser uno de estos valores: ${values.join(', ')}.`,
  notConst: (at, value) => `${place(at)} debería ser ${value}.`,
  tooFewItems: (at, min) =>
    `${place(at)} debería tener al menos ${n(min, 'elemento', 'elementos')}.`,
  tooManyItems: (at, max) =>
    `${place(at)} debería tener como máximo ${n(max, 'elemento', 'elementos')}.`,
  notAllowed: (at) => `${place(at)} no es una propiedad que la descripción permita.`,
  tooShort: (at, min) => `${place(at)} debería tener al menos ${n(min, 'carácter', 'caracteres')}.`,
  tooLong: (at, max) =>
    `${place(at)} debería tener como máximo ${n(max, 'carácter', 'caracteres')}.`,
  noPattern: (at, pattern) => `${place(at)} debería coincidir con el patrón ${pattern}.`,
  tooSmall: (at, min, exclusive) =>
    `${place(at)} debería ser ${exclusive ? 'mayor que' : 'al menos'} ${min}.`,
  tooLarge: (at, max, exclusive) =>
    `${place(at)} debería ser ${exclusive ? 'menor que' : 'como máximo'} ${max}.`,
  notMultiple: (at, of) => `${place(at)} debería ser múltiplo de ${of}.`,
  moreProblems: (count) => `… y ${count} más.`,
  credentialsUnmet: (alternatives) =>
    `Las credenciales enviadas no cumplen ninguno de los requisitos de seguridad de la operación: necesita ${alternatives.map((all) => all.map(lack).join(' y ')).join(', o ')}. Un servidor respondería 401 Unauthorized.`,

  // What the try-it cannot send as a reader might expect
  cookieParameterNote: (name) =>
    `El parámetro de cookie «${name}» no se envía desde este panel: un navegador no deja que una página fije la cabecera Cookie. Los ejemplos de código de abajo sí lo envían.`,
  cookieKeyNote: (name, key) =>
    `Clave de API en cookie «${name}» (${key}): el navegador no puede fijar una cookie para otro sitio, así que este panel no la envía; los ejemplos de código sí (cURL con -b, los demás con una cabecera Cookie).`,
  mutualTlsNote: (key) =>
    `TLS mutuo (${key}): el navegador presenta por sí mismo un certificado de cliente, si tiene uno; aquí no hay nada que escribir.`,
  digestNote: (key) =>
    `HTTP Digest (${key}, RFC 7616) responde al desafío del servidor, algo que este panel no puede hacer: no lo envía. El ejemplo de cURL sí, con --digest -u; HTTPie con -A digest y Python con HTTPDigestAuth.`,
  negotiateNote: (key) =>
    `HTTP Negotiate (${key}, RFC 4559): pegue un token para enviar «Authorization: Negotiate <token>»; curl crea uno a partir de su ticket de Kerberos con --negotiate -u :.`,
  otherSchemeNote: (scheme, key) =>
    `HTTP ${scheme} (${key}): este panel y los ejemplos envían «Authorization: ${scheme} <credenciales>», con las credenciales tal como las escriba.`,
  // Under a schema page's shortened list of the operations that use it
  usedByMore: (more, total) => {
    const f = new Intl.NumberFormat('es')
    return `Y ${f.format(more)} ${more === 1 ? 'operación' : 'operaciones'} más: ${f.format(total)} en total usan este esquema.`
  },
} satisfies Partial<ApiDocsMessages>
