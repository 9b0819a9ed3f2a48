// Deutsch.
import type { PlaygroundCatalog } from '../en'
import { deNotes } from './notes/de'
import { intlFormats } from '../intl'

const { size, duration, count, plural } = intlFormats('de')

/** German messages of the playground. */
const de: PlaygroundCatalog = {
  ...deNotes,
  locale: 'de',
  size,
  duration,
  count,

  reset: 'Zurücksetzen',
  server: 'Server',
  parameters: 'Parameter',
  headers: 'Header',
  authorization: 'Autorisierung',
  body: 'Body',
  none: 'keine',
  pasteCurl: 'cURL-Befehl einfügen',
  send: 'Senden',
  sending: 'Wird gesendet…',
  stop: 'Stopp',
  required: 'erforderlich',
  key: 'Schlüssel',
  value: 'Wert',
  noneOption: '(keiner)',
  requiredFile: 'Erforderlich: Wählen Sie eine Datei.',
  requiredValue: 'Erforderlich: Geben Sie einen Wert ein.',
  notSentMissing: (names) =>
    names.length === 1
      ? `Nicht gesendet: Das Pflichtfeld ${names[0]} ist leer.`
      : `Nicht gesendet: Die Pflichtfelder ${names.join(', ')} sind leer.`,
  builderFailed: (reason) =>
    `Nicht gesendet: Der Request-Builder wurde nicht geladen (${reason}). Zum Wiederholen erneut senden.`,
  filesNotSent: (method) => `Dateien werden mit ${method}-Anfragen nicht gesendet.`,

  headerName: (n) => `Name von Header ${n}`,
  headerValue: (name) => `Wert von Header ${name}`,
  name: 'Name',
  removeHeader: (name) => `Header ${name} entfernen`,
  addHeader: '+ Header hinzufügen',
  invalidHeaderName: (name) =>
    `„${name}“ ist kein gültiger Header-Name: Verwenden Sie nur Buchstaben, Ziffern und - _ . ! # $ % & ' * + ^ \` | ~.`,
  headerValueProblem:
    'Der Wert enthält einen Zeilenumbruch oder ein Zeichen, das fetch() nicht senden kann; er wird nicht gesendet.',

  authType: 'Typ',
  authNone: 'Keine',
  bearerToken: 'Bearer-Token',
  basic: 'Basic',
  apiKey: 'API-Schlüssel',
  token: 'Token',
  username: 'Benutzername',
  password: 'Passwort',
  credentials: 'Zugangsdaten',
  sendIn: 'Senden im',
  inHeader: 'Header',
  inQuery: 'Query',
  apiKeyIn: (place) => `API-Schlüssel im ${place}`,
  credentialsAfter: (scheme) => `Zugangsdaten nach „${scheme}“`,

  item: (name, n) => `${name}, Element ${n}`,
  moveUp: (name, n) => `Element ${n} von ${name} nach oben`,
  moveDown: (name, n) => `Element ${n} von ${name} nach unten`,
  removeItem: (name, n) => `Element ${n} von ${name} entfernen`,
  field: 'Feld',
  fieldName: (name, n) => `${name}, Name von Feld ${n}`,
  fieldValue: (name, field) => `${name}, Wert von ${field}`,
  fieldN: (n) => `Feld ${n}`,
  removeField: (name, field) => `Feld ${field} von ${name} entfernen`,
  addItem: '+ Element hinzufügen',
  addField: '+ Feld hinzufügen',

  curlCommand: 'cURL-Befehl',
  import: 'Importieren',
  pasteFirst: 'Fügen Sie zuerst einen cURL-Befehl ein.',
  curlReaderFailed:
    'Der cURL-Leser wurde nicht geladen (ist das Netzwerk getrennt?). Versuchen Sie es erneut.',
  imported: 'In das Formular importiert.',
  chooseFileAgain: (name, file) => `Wählen Sie die Datei für „${name}“ erneut aus (${file}).`,
  notApplied: (flags) => `Nicht übernommen: ${flags}`,

  response: 'Antwort',
  time: 'Zeit:',
  sizeLabel: 'Größe:',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  copiedToClipboard: 'In die Zwischenablage kopiert',
  copyBody: 'Antwort-Body kopieren',
  download: 'Herunterladen',
  downloadBody: 'Antwort-Body herunterladen',
  copyCurl: 'cURL-Befehl kopieren',
  responseHeaders: 'Antwort-Header',
  responseBody: 'Antwort-Body',
  noContent: 'Kein Inhalt.',
  noBody: 'Die Antwort hat keinen Body.',
  cannotShowResponse: 'Die Antwort kann hier nicht angezeigt werden.',
  cannotShowBody: 'Dieser Body kann hier nicht angezeigt werden.',
  loading: 'Wird geladen…',
  formatting: 'Wird formatiert…',
  responseReceived: 'Antwort erhalten',
  responseStatus: (status) => `Antwort ${status}`,
  inTime: (time) => ` in ${time}`,
  receivingBody: ', Body wird empfangen',
  streamingEvents: ', Events werden empfangen',
  eventsCount: (n, total) => `${n} ${plural(total, { one: 'Event', other: 'Events' })}`,
  receiving: (received, total) => `${received}${total ? ` von ${total}` : ''} empfangen…`,
  networkError: 'Der Server ist nicht erreichbar',
  aborted: 'Anfrage abgebrochen',
  timedOut: 'Zeitüberschreitung der Anfrage',
  failed: 'Anfrage fehlgeschlagen',
  corsHint:
    'Im Browser liegt das meist an CORS (die API erlaubt diesen Ursprung nicht), oder der Server ist nicht erreichbar.',
  details: (message) => `Details: ${message}`,
  fromTerminal: 'Dieselbe Anfrage aus einem Terminal:',

  moreCharacters: (n) => `${n} weitere Zeichen`,
  moreCharactersAll: (n) => `${n} weitere Zeichen (alles per Kopieren oder Herunterladen)`,
  events: 'Events',
  streaming: 'Empfang läuft…',
  showingLast: (n) =>
    `Die letzten ${n} Events werden angezeigt; alle erhalten Sie per Kopieren oder Herunterladen.`,
  eventId: 'id:',
  retry: (ms) => `retry: ${ms} ms`,
  notAsDescribed: 'Weicht von der Beschreibung ab:',
  noPreview: 'Für dieses Bild ist keine Vorschau möglich.',
  responseImage: 'Bild der Antwort',
  binaryBody: 'Binärer Body:',
  unknownType: 'unbekannter Typ',
  downloadFile: (name, size) => `${name} herunterladen (${size})`,
}

export default de
