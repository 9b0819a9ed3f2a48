// Español.
import type { PlaygroundCatalog } from '../en'
import { esNotes } from './notes/es'
import { intlFormats } from '../intl'

const { size, duration, count, plural } = intlFormats('es')

/** Spanish messages of the playground. */
const es: PlaygroundCatalog = {
  ...esNotes,
  locale: 'es',
  size,
  duration,
  count,

  reset: 'Restablecer',
  server: 'Servidor',
  parameters: 'Parámetros',
  headers: 'Encabezados',
  authorization: 'Autorización',
  body: 'Cuerpo',
  none: 'ninguno',
  pasteCurl: 'Pegar comando cURL',
  send: 'Enviar',
  sending: 'Enviando…',
  stop: 'Detener',
  required: 'obligatorio',
  key: 'Clave',
  value: 'Valor',
  noneOption: '(ninguno)',
  requiredFile: 'Obligatorio: elija un archivo.',
  requiredValue: 'Obligatorio: introduzca un valor.',
  notSentMissing: (names) =>
    names.length === 1
      ? `No enviada: el campo obligatorio ${names[0]} está vacío.`
      : `No enviada: los campos obligatorios ${names.join(', ')} están vacíos.`,
  builderFailed: (reason) =>
    `No enviada: no se pudo cargar el generador de la solicitud (${reason}). Vuelva a enviarla para reintentar.`,
  filesNotSent: (method) => `Los archivos no se envían con solicitudes ${method}.`,

  headerName: (n) => `Nombre del encabezado ${n}`,
  headerValue: (name) => `Valor del encabezado ${name}`,
  name: 'Nombre',
  removeHeader: (name) => `Quitar el encabezado ${name}`,
  addHeader: '+ Añadir encabezado',
  invalidHeaderName: (name) =>
    `«${name}» no es un nombre de encabezado válido: use solo letras, dígitos y - _ . ! # $ % & ' * + ^ \` | ~.`,
  headerValueProblem:
    'El valor contiene un salto de línea o un carácter que fetch() no puede enviar; no se enviará.',

  authType: 'Tipo',
  authNone: 'Ninguna',
  bearerToken: 'Token Bearer',
  basic: 'Basic',
  apiKey: 'Clave de API',
  token: 'Token',
  username: 'Usuario',
  password: 'Contraseña',
  credentials: 'Credenciales',
  sendIn: 'Enviar en',
  inHeader: 'Encabezado',
  inQuery: 'Query',
  apiKeyIn: (place) => `Clave de API en ${place}`,
  credentialsAfter: (scheme) => `Credenciales tras «${scheme}»`,

  item: (name, n) => `${name}, elemento ${n}`,
  moveUp: (name, n) => `Subir el elemento ${n} de ${name}`,
  moveDown: (name, n) => `Bajar el elemento ${n} de ${name}`,
  removeItem: (name, n) => `Quitar el elemento ${n} de ${name}`,
  field: 'Campo',
  fieldName: (name, n) => `${name}, nombre del campo ${n}`,
  fieldValue: (name, field) => `${name}, valor de ${field}`,
  fieldN: (n) => `campo ${n}`,
  removeField: (name, field) => `Quitar el campo ${field} de ${name}`,
  addItem: '+ Añadir elemento',
  addField: '+ Añadir campo',

  curlCommand: 'Comando cURL',
  import: 'Importar',
  pasteFirst: 'Pegue primero un comando cURL.',
  curlReaderFailed:
    'No se pudo cargar el lector de cURL (¿está caída la red?). Inténtelo de nuevo.',
  imported: 'Importado en el formulario.',
  chooseFileAgain: (name, file) => `Vuelva a elegir el archivo de «${name}» (${file}).`,
  notApplied: (flags) => `No aplicado: ${flags}`,

  response: 'Respuesta',
  time: 'Tiempo:',
  sizeLabel: 'Tamaño:',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'Error al copiar',
  copiedToClipboard: 'Copiado al portapapeles',
  copyBody: 'Copiar el cuerpo de la respuesta',
  download: 'Descargar',
  downloadBody: 'Descargar el cuerpo de la respuesta',
  copyCurl: 'Copiar el comando cURL',
  responseHeaders: 'Encabezados de la respuesta',
  responseBody: 'Cuerpo de la respuesta',
  noContent: 'Sin contenido.',
  noBody: 'La respuesta no tiene cuerpo.',
  cannotShowResponse: 'La respuesta no se puede mostrar aquí.',
  cannotShowBody: 'Este cuerpo no se puede mostrar aquí.',
  loading: 'Cargando…',
  formatting: 'Formateando…',
  responseReceived: 'Respuesta recibida',
  responseStatus: (status) => `Respuesta ${status}`,
  inTime: (time) => ` en ${time}`,
  receivingBody: ', recibiendo el cuerpo',
  streamingEvents: ', recibiendo eventos',
  eventsCount: (n, total) => `${n} ${plural(total, { one: 'evento', other: 'eventos' })}`,
  receiving: (received, total) => `Recibiendo ${received}${total ? ` de ${total}` : ''}…`,
  networkError: 'No se pudo conectar con el servidor',
  aborted: 'Solicitud cancelada',
  timedOut: 'Se agotó el tiempo de la solicitud',
  failed: 'La solicitud falló',
  corsHint:
    'En un navegador suele deberse a CORS (la API no permite este origen), o a que el servidor no responde.',
  details: (message) => `Detalles: ${message}`,
  fromTerminal: 'La misma solicitud desde un terminal:',

  moreCharacters: (n) => `${n} caracteres más`,
  moreCharactersAll: (n) => `${n} caracteres más (copie o descargue para verlo todo)`,
  events: 'Eventos',
  streaming: 'recibiendo…',
  showingLast: (n) =>
    `Se muestran los últimos ${n} eventos; copie o descargue para tenerlos todos.`,
  eventId: 'id:',
  retry: (ms) => `retry: ${ms} ms`,
  notAsDescribed: 'No coincide con la descripción:',
  noPreview: 'No se puede previsualizar esta imagen.',
  responseImage: 'Imagen de la respuesta',
  binaryBody: 'Cuerpo binario:',
  unknownType: 'tipo desconocido',
  downloadFile: (name, size) => `Descargar ${name} (${size})`,
}

export default es
