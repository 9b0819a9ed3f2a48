// Deutsch: die Hinweise zu einer gebauten Anfrage und die Ablehnungen des cURL-Imports.
import type { PlaygroundCatalog } from '../../en'
import type { HeaderOrigin } from '../../../core/request/notes'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: 'Der eigene Header',
  item: 'Der Header',
  bearer: 'Das Bearer-Token',
  basic: 'Die Basic-Authentifizierung',
  http: 'Die HTTP-Authentifizierung',
  apiKey: 'Der API-Schlüssel-Header',
  apiKeyCookie: 'Das API-Schlüssel-Cookie',
}
const quoted = (names: readonly string[]) => names.map((name) => `„${name}“`).join(', ')

/** German notes of a built request. */
export const deNotes = {
  notCurl:
    'Das ist kein cURL-Befehl, den dieses Formular lesen kann: Er muss mit „curl“ beginnen und eine URL nennen.',
  curlMethodRefused: (method) =>
    `fetch() im Browser kann ${method} nicht senden: Es lehnt CONNECT, TRACE und TRACK ab.`,
  unplacedPaths: (names) =>
    `Pfadparameter ohne Platzhalter {name} oder <name> in der URL wurden nicht gesendet: ${quoted(names)}.`,
  filesWithoutBody: (method, names) =>
    `Dateien werden mit ${method}-Anfragen nicht gesendet (sie haben keinen Body): ${quoted(names)}.`,
  multipartContentType: (value) =>
    `Der Content-Type-Header „${value}“ wurde nicht gesendet: Bei multipart/form-data setzt der Browser ihn selbst, mit der Grenze, die die Teile trennt.`,
  headerNameInvalid: (origin, name) =>
    `${ORIGIN[origin]} „${name}“ wurde nicht gesendet: Ein Header-Name darf nur Buchstaben, Ziffern und !#$%&'*+-.^_\`|~ enthalten (RFC 9110).`,
  headerValueInvalid: (origin, name) =>
    `${ORIGIN[origin]} „${name}“ wurde nicht gesendet: Sein Wert enthält einen Zeilenumbruch, NUL oder ein Zeichen jenseits von U+00FF, was fetch() ablehnt.`,
  twoAuthorizations: 'Zwei Anmeldedaten verwenden Authorization: Nur die letzten werden gesendet.',
  basicColon: 'Basic-Authentifizierung: Der Benutzername enthält „:“, was RFC 7617 nicht erlaubt.',
  digestSnippetsOnly:
    'HTTP Digest (RFC 7616) wird nur von den Codebeispielen gesendet (cURL --digest): fetch() kann seine Challenge nicht beantworten.',
  cookieSnippetsOnly: (name) =>
    `Das API-Schlüssel-Cookie „${name}“ wird nur von den Codebeispielen gesendet: Eine Seite kann Cookie nicht setzen.`,
  repeatedJsonFields: (names) =>
    `Wiederholte Felder ${quoted(names)}: JSON behält nur den letzten Wert.`,
  noFileChosen: (names) => `Keine Datei gewählt für ${quoted(names)}: Dafür wurde nichts gesendet.`,
  presetNotUsed: (contentType) =>
    `Der vorgegebene Body wird für ${contentType}-Bodys nicht verwendet.`,
  filesOnlyMultipart: (names) =>
    `Dateien werden nur in multipart/form-data-Bodys gesendet; nicht gesendet: ${quoted(names)}.`,
  presetInstead: (names) => `Statt ${quoted(names)} wird der vorgegebene Body gesendet.`,
  presetOnly: (contentType, names) =>
    `Ein ${contentType}-Body wird nur aus einem vorgegebenen Body gesendet; nicht gesendet: ${quoted(names)}.`,
} satisfies Partial<PlaygroundCatalog>
