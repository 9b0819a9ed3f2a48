// Deutsch: was das OAuth-Panel, der Mock, der Stream-Leser und die Werkzeuge des Try-it sagen,
// wenn der Code es verlangt (siehe ../../message.ts).
import type { ApiDocsMessages } from '../../en'
import type { FormField } from '../../en/tools'
import type { JsonFailure, LackedCredential, Place } from '../../en/problems'

const plural = new Intl.PluralRules('de')
const n = (count: number, one: string, other: string) =>
  `${count} ${plural.select(count) === 'one' ? one : other}`

const FIELD = {
  path: 'Der Pfadparameter',
  query: 'Der Query-Parameter',
  querystring: 'Der Query-String-Parameter',
  header: 'Der Header-Parameter',
  body: 'Das Body-Feld',
}
const place = (at: Place) => (typeof at === 'string' ? at : `${FIELD[at.in]} „${at.name}“`)
const where = ({ line, column }: JsonFailure) =>
  line === undefined ? '' : ` (Zeile ${line}, Spalte ${column ?? 1})`
const lack = (c: LackedCredential) =>
  c.kind === 'apiKey'
    ? `${c.in === 'header' ? 'den Header' : 'den Query-Parameter'} „${c.name}“ (${c.scheme})`
    : c.kind === 'http'
      ? `einen Header „Authorization: ${c.authScheme} …“ (${c.scheme})`
      : `ein Token „Authorization: Bearer …“ (${c.scheme})`
const PARAMETER = {
  path: 'Pfadparameter',
  query: 'Query-Parameter',
  querystring: 'Query-String',
  header: 'Header-Parameter',
  cookie: 'Cookie-Parameter',
  field: 'Feld',
}
const field = (f: FormField): string => {
  switch (f.kind) {
    case 'parameter':
      return `${PARAMETER[f.in]} „${f.name}“`
    case 'header':
      return `Header „${f.name}“`
    case 'headerName':
      return `Header-Name „${f.name}“`
    case 'apiKey':
      return `API-Schlüssel „${f.name}“`
    case 'username':
      return `${f.scheme}-Benutzername`
    case 'password':
      return `${f.scheme}-Passwort`
    case 'credentials':
      return `${f.scheme}-Anmeldedaten`
    case 'bearer':
      return 'Bearer-Token'
    case 'path':
      return 'Pfad'
    case 'server':
      return 'Server'
    default:
      return 'Body'
  }
}
const inFields = (fields: FormField[]) =>
  fields.length ? ` (in ${fields.map(field).join(', ')})` : ''

/** German status and error messages. */
export const deStatus = {
  readingDiscovery: 'Das OpenID-Connect-Discovery-Dokument wird gelesen…',
  readingMetadata: 'Die Metadaten des Autorisierungsservers werden gelesen…',
  askingToken: 'Anfrage an den Token-Endpunkt…',
  askingUserCode: 'Ein Benutzercode wird angefordert…',
  goingToServer: 'Weiterleitung zum Autorisierungsserver…',
  waitingPopup: 'Warten auf Ihre Anmeldung im Pop-up…',
  exchangingCode: 'Der Code wird gegen ein Token getauscht…',
  enterClientId: 'Geben Sie zuerst eine Client-ID ein.',
  noTokenUrl: 'Die Beschreibung nennt keine Token-URL.',
  noDeviceUrls:
    'Weder die Beschreibung noch die Metadaten des Servers nennen die URL für die Geräteautorisierung und die Token-URL.',
  noAuthorizationEndpoint: 'Der Server nennt keinen Autorisierungsendpunkt.',
  popupBlocked:
    'Der Browser hat das Pop-up blockiert: Erlauben Sie Pop-ups für diese Website oder melden Sie sich in diesem Tab an.',
  popupClosed: 'Das Anmeldefenster wurde geschlossen, bevor der Server geantwortet hat.',
  unknownState:
    'Diese Antwort passt zu keiner Autorisierung, die aus diesem Tab gesendet wurde (ihr state ist unbekannt oder zu alt). Klicken Sie erneut auf Autorisieren.',
  stateMissing: 'Die Antwort enthält nicht den gesendeten state.',
  noAccessToken: 'Die Antwort enthält kein access_token.',
  notBearer: (type) => `token_type „${type}“ ist kein Bearer-Token.`,
  serverAnswered: (status) => `Der Server hat mit ${status} geantwortet.`,
  unreachable: (reason) =>
    `Die Anfrage hat den Server nicht erreicht (${reason}): Er ist nicht erreichbar, oder seine CORS-Header erlauben dieser Website keine Aufrufe.`,
  authorizationRefused: 'Der Autorisierungsserver hat abgelehnt, ohne einen Grund zu nennen.',
  unexpectedStatus: (status) =>
    `Der Server hat mit HTTP-Status ${status} geantwortet, nicht mit dem, den das Protokoll erwartet.`,
  answerNotJson: 'Die Antwort des Servers ist kein JSON.',
  answerInvalid: 'Die Antwort des Servers entspricht nicht dem Protokoll.',
  issuerMismatch: (expected) =>
    `Die Metadaten des Servers nennen einen anderen Aussteller (issuer) als ${expected}, für den ihre URL steht.`,
  metadataNoIssuer: 'Die Metadaten des Servers nennen keinen Aussteller (issuer).',
  idTokenRejected: 'Das vom Server gesendete ID-Token hat die Prüfungen nicht bestanden.',
  httpsOnly: 'Endpunkte müssen https: verwenden (reines http: nur auf diesem Rechner, localhost).',
  endpointMissing:
    'Den Metadaten des Servers fehlt ein Endpunkt, den dieser Flow braucht, oder sie nennen einen ungültigen.',
  invalidSetting: 'Eine URL oder ein Wert, die der Flow erhalten hat, ist ungültig.',
  notSupported: 'Mit dem, was der Server anbietet, kann das Panel dies nicht ausführen.',
  flowFailed: 'Der Flow wurde durch einen Fehler abgebrochen.',
  codeExpired: (detail) =>
    `Der Code ist abgelaufen, bevor er bestätigt wurde${detail ? ` (${detail})` : ''}. Klicken Sie auf Autorisieren, um einen neuen Code zu erhalten.`,
  accessDenied: (detail) =>
    `Die Anfrage wurde vom Autorisierungsserver abgelehnt${detail ? ` (${detail})` : ''}. Es wurde kein Token ausgestellt.`,
  deviceStopped: 'Abgebrochen: Es wurde kein Token angefordert.',
  waitingApproval: (seconds) => `Warten auf Bestätigung: Prüfung alle ${seconds} s.`,
  slowDown: (seconds) => `Der Server bat um langsamere Abfragen: Prüfung alle ${seconds} s.`,
  tokenEndpointSilent: (reason, seconds) =>
    `Der Token-Endpunkt hat nicht geantwortet (${reason}): Prüfung alle ${seconds} s.`,
  noExpiry: 'Der Server hat keine Ablaufzeit angegeben.',
  expiredAt: (time) => `Abgelaufen um ${time}.`,
  expiresIn: (remaining, time) => `Läuft in ${remaining} ab (um ${time}).`,
  codeExpiredAt: (time) => `Der Code ist um ${time} abgelaufen.`,
  codeExpiresIn: (remaining, time) => `Der Code läuft in ${remaining} ab (um ${time}).`,

  toolsNotLoaded: (reason) =>
    `Nicht gesendet: Die Werkzeuge des Bereichs konnten nicht geladen werden (${reason}). Senden Sie erneut; Ihre Eingaben bleiben erhalten.`,
  variablesNotSent: (unknown, cycles) =>
    `Nicht gesendet: ${[
      ...(unknown.length
        ? [
            `In der aktiven Umgebung gibt es keine Variable namens ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join(', ')}`,
          ]
        : []),
      ...cycles.map(
        ({ names, fields }) =>
          `Die Variablen verweisen aufeinander: ${names.join(' → ')}${inFields(fields)}`,
      ),
    ].join('; ')}.`,
  variablesLoading: 'Nicht gesendet: Die Variablen wurden noch geladen. Senden Sie erneut.',
  importNotJson: (failure) => `Kein JSON${where(failure)}.`,
  importTopLevel: 'Die oberste Ebene muss ein Objekt mit „environments“ sein.',
  importEnvironmentsList: '„environments“ muss eine Liste von { name, variables } sein.',
  importNotObject: (at) => `${at}: muss ein Objekt sein.`,
  importNameEmpty: (at) => `${at}: muss eine nicht leere Zeichenkette sein.`,
  importNameTaken: (at, name) =>
    `${at}: „${name}“ wird bereits von einer anderen Umgebung verwendet.`,
  importVariablesList: (at) => `${at}: muss eine Liste von { name, value } sein.`,
  importVariableName: (at, got) =>
    `${at}: nur Buchstaben, Ziffern, „_“, „-“ oder „.“ (erhalten: ${got}).`,
  importValueString: (at) => `${at}: muss eine Zeichenkette sein.`,

  missing: (at) => `${place(at)} ist erforderlich, fehlt aber.`,
  bodyMissing: 'Der Request-Body ist erforderlich, fehlt aber.',
  notJson: (what, failure) =>
    `${{ body: 'Der Body', item: 'Das Element', data: 'Das Feld data' }[what]} ist kein JSON${where(failure)}.`,
  noAlternative: (at, count) => `${place(at)} passt zu keiner seiner ${count} Alternativen.`,
  wrongType: (at, types, actual) =>
    `${place(at)} sollte vom Typ ${types.join(' oder ')} sein, nicht ${actual}.`,
  notInEnum: (at, values) => `${place(at)} sollte einer dieser Werte sein: ${values.join(', ')}.`,
  notConst: (at, value) => `${place(at)} sollte ${value} sein.`,
  tooFewItems: (at, min) =>
    `${place(at)} sollte mindestens ${n(min, 'Element', 'Elemente')} haben.`,
  tooManyItems: (at, max) =>
    `${place(at)} sollte höchstens ${n(max, 'Element', 'Elemente')} haben.`,
  notAllowed: (at) => `${place(at)} ist keine Eigenschaft, die die Beschreibung erlaubt.`,
  tooShort: (at, min) =>
    `${place(at)} sollte mindestens ${n(min, 'Zeichen', 'Zeichen')} lang sein.`,
  tooLong: (at, max) => `${place(at)} sollte höchstens ${n(max, 'Zeichen', 'Zeichen')} lang sein.`,
  noPattern: (at, pattern) => `${place(at)} sollte dem Muster ${pattern} entsprechen.`,
  tooSmall: (at, min, exclusive) =>
    `${place(at)} sollte ${exclusive ? 'größer als' : 'mindestens'} ${min} sein.`,
  tooLarge: (at, max, exclusive) =>
    `${place(at)} sollte ${exclusive ? 'kleiner als' : 'höchstens'} ${max} sein.`,
  notMultiple: (at, of) => `${place(at)} sollte ein Vielfaches von ${of} sein.`,
  moreProblems: (count) => `… und ${count} weitere.`,
  credentialsUnmet: (alternatives) =>
    `Die gesendeten Anmeldedaten erfüllen keine der Sicherheitsanforderungen der Operation: Sie braucht ${alternatives.map((all) => all.map(lack).join(' und ')).join(', oder ')}. Ein Server würde mit 401 Unauthorized antworten.`,

  // What the try-it cannot send as a reader might expect
  cookieParameterNote: (name) =>
    `Der Cookie-Parameter „${name}“ wird aus diesem Panel nicht gesendet: Ein Browser lässt eine Seite den Cookie-Header nicht setzen. Die Codebeispiele unten senden ihn.`,
  cookieKeyNote: (name, key) =>
    `API-Schlüssel als Cookie „${name}“ (${key}): Der Browser kann kein Cookie für eine andere Website setzen, daher sendet dieses Panel ihn nicht; die Codebeispiele senden ihn (cURL mit -b, die anderen mit einem Cookie-Header).`,
  mutualTlsNote: (key) =>
    `Mutual TLS (${key}): Der Browser legt selbst ein Client-Zertifikat vor, sofern er eines hat; hier ist nichts einzugeben.`,
  digestNote: (key) =>
    `HTTP Digest (${key}, RFC 7616) beantwortet die Challenge des Servers, was dieses Panel nicht kann: Es sendet ihn nicht. Das cURL-Beispiel tut es mit --digest -u, HTTPie mit -A digest, Python mit HTTPDigestAuth.`,
  negotiateNote: (key) =>
    `HTTP Negotiate (${key}, RFC 4559): Fügen Sie ein Token ein, um „Authorization: Negotiate <Token>“ zu senden; curl erzeugt eines aus Ihrem Kerberos-Ticket mit --negotiate -u :.`,
  otherSchemeNote: (scheme, key) =>
    `HTTP ${scheme} (${key}): Dieses Panel und die Beispiele senden „Authorization: ${scheme} <Zugangsdaten>“, mit den Zugangsdaten so, wie Sie sie eingeben.`,
  // Under a schema page's shortened list of the operations that use it
  usedByMore: (more, total) => {
    const f = new Intl.NumberFormat('de')
    return `Und ${f.format(more)} weitere ${more === 1 ? 'Operation' : 'Operationen'}: Insgesamt verwenden ${f.format(total)} dieses Schema.`
  },
} satisfies Partial<ApiDocsMessages>
