// Français : ce que disent le panneau OAuth, la simulation (Mock), le lecteur de flux et les
// outils du try-it quand le code le demande (voir ../../message.ts).
import type { ApiDocsMessages } from '../../en'
import type { FormField } from '../../en/tools'
import type { JsonFailure, LackedCredential, Place } from '../../en/problems'

const plural = new Intl.PluralRules('fr')
const n = (count: number, one: string, other: string) =>
  `${count} ${plural.select(count) === 'one' ? one : other}`

const FIELD = {
  path: 'Le paramètre de chemin',
  query: 'Le paramètre de requête',
  querystring: 'Le paramètre de chaîne de requête',
  header: 'Le paramètre d’en-tête',
  body: 'Le champ du corps',
}
const place = (at: Place) => (typeof at === 'string' ? at : `${FIELD[at.in]} « ${at.name} »`)
const where = ({ line, column }: JsonFailure) =>
  line === undefined ? '' : ` (ligne ${line}, colonne ${column ?? 1})`
const lack = (c: LackedCredential) =>
  c.kind === 'apiKey'
    ? `${c.in === 'header' ? 'l’en-tête' : 'le paramètre de requête'} « ${c.name} » (${c.scheme})`
    : c.kind === 'http'
      ? `un en-tête « Authorization: ${c.authScheme} … » (${c.scheme})`
      : `un jeton « Authorization: Bearer … » (${c.scheme})`
const PARAMETER = {
  path: 'paramètre de chemin',
  query: 'paramètre de requête',
  querystring: 'chaîne de requête',
  header: 'paramètre d’en-tête',
  cookie: 'paramètre de cookie',
  field: 'champ',
}
const field = (f: FormField): string => {
  switch (f.kind) {
    case 'parameter':
      return `${PARAMETER[f.in]} « ${f.name} »`
    case 'header':
      return `en-tête « ${f.name} »`
    case 'headerName':
      return `nom d’en-tête « ${f.name} »`
    case 'apiKey':
      return `clé d’API « ${f.name} »`
    case 'username':
      return `nom d’utilisateur ${f.scheme}`
    case 'password':
      return `mot de passe ${f.scheme}`
    case 'credentials':
      return `identifiants ${f.scheme}`
    case 'bearer':
      return 'jeton Bearer'
    case 'path':
      return 'chemin'
    case 'server':
      return 'serveur'
    default:
      return 'corps'
  }
}
const inFields = (fields: FormField[]) =>
  fields.length ? ` (dans ${fields.map(field).join(', ')})` : ''

/** French status and error messages. */
export const frStatus = {
  readingDiscovery: 'Lecture du document de découverte OpenID Connect…',
  readingMetadata: 'Lecture des métadonnées du serveur d’autorisation…',
  askingToken: 'Demande au point de terminaison du jeton…',
  askingUserCode: 'Demande d’un code utilisateur…',
  goingToServer: 'Redirection vers le serveur d’autorisation…',
  waitingPopup: 'En attente de votre connexion dans la fenêtre contextuelle…',
  exchangingCode: 'Échange du code contre un jeton…',
  enterClientId: 'Saisissez d’abord un ID client.',
  noTokenUrl: 'La description ne donne aucune URL de jeton.',
  noDeviceUrls:
    'Ni la description ni les métadonnées du serveur ne donnent l’URL d’autorisation d’appareil et l’URL de jeton.',
  noAuthorizationEndpoint: 'Le serveur ne donne aucun point de terminaison d’autorisation.',
  popupBlocked:
    'Le navigateur a bloqué la fenêtre contextuelle : autorisez-les pour ce site, ou connectez-vous dans cet onglet.',
  popupClosed: 'La fenêtre de connexion a été fermée avant la réponse du serveur.',
  unknownState:
    'Cette réponse ne correspond à aucune autorisation envoyée depuis cet onglet (son state est inconnu ou trop ancien). Cliquez de nouveau sur Autoriser.',
  stateMissing: 'La réponse ne contient pas le state envoyé.',
  noAccessToken: 'La réponse ne contient pas d’access_token.',
  notBearer: (type) => `token_type « ${type} » n’est pas un jeton Bearer.`,
  serverAnswered: (status) => `Le serveur a répondu ${status}.`,
  unreachable: (reason) =>
    `La requête n’a pas atteint le serveur (${reason}) : il est hors service, ou ses en-têtes CORS n’autorisent pas ce site à l’appeler.`,
  authorizationRefused: 'Le serveur d’autorisation a refusé, sans en donner la raison.',
  unexpectedStatus: (status) =>
    `Le serveur a répondu avec le statut HTTP ${status}, qui n’est pas celui qu’attend le protocole.`,
  answerNotJson: 'La réponse du serveur n’est pas du JSON.',
  answerInvalid: 'La réponse du serveur ne respecte pas le protocole.',
  issuerMismatch: (expected) =>
    `Les métadonnées du serveur nomment un autre émetteur (issuer) que ${expected}, celui que désigne leur URL.`,
  metadataNoIssuer: 'Les métadonnées du serveur ne nomment aucun émetteur (issuer).',
  idTokenRejected: 'L’ID token envoyé par le serveur n’a pas passé les vérifications.',
  httpsOnly:
    'Les points de terminaison doivent être en https: (http: seul uniquement sur cette machine, localhost).',
  endpointMissing:
    'Les métadonnées du serveur ne donnent pas un point de terminaison dont ce flux a besoin, ou en donnent un invalide.',
  invalidSetting: 'Une URL ou une valeur transmise au flux n’est pas valide.',
  notSupported: 'Le panneau ne peut pas exécuter cela avec ce que propose le serveur.',
  flowFailed: 'Le flux s’est arrêté sur une erreur.',
  codeExpired: (detail) =>
    `Le code a expiré avant d’être approuvé${detail ? ` (${detail})` : ''}. Cliquez sur Autoriser pour obtenir un nouveau code.`,
  accessDenied: (detail) =>
    `La demande a été refusée par le serveur d’autorisation${detail ? ` (${detail})` : ''}. Aucun jeton n’a été émis.`,
  deviceStopped: 'Arrêté : aucun jeton n’a été demandé.',
  waitingApproval: (seconds) => `En attente d’approbation : vérification toutes les ${seconds} s.`,
  slowDown: (seconds) => `Le serveur a demandé de ralentir : vérification toutes les ${seconds} s.`,
  tokenEndpointSilent: (reason, seconds) =>
    `Le point de terminaison du jeton n’a pas répondu (${reason}) : vérification toutes les ${seconds} s.`,
  noExpiry: 'Le serveur n’a indiqué aucune expiration.',
  expiredAt: (time) => `Expiré à ${time}.`,
  expiresIn: (remaining, time) => `Expire dans ${remaining} (à ${time}).`,
  codeExpiredAt: (time) => `Le code a expiré à ${time}.`,
  codeExpiresIn: (remaining, time) => `Le code expire dans ${remaining} (à ${time}).`,

  toolsNotLoaded: (reason) =>
    `Non envoyé : les outils du panneau n’ont pas pu se charger (${reason}). Renvoyez ; ce que vous avez saisi est conservé.`,
  variablesNotSent: (unknown, cycles) =>
    `Non envoyé : ${[
      ...(unknown.length
        ? [
            `aucune variable nommée ${unknown.map(({ name, fields }) => `{{${name}}}${inFields(fields)}`).join(', ')} dans l’environnement actif`,
          ]
        : []),
      ...cycles.map(
        ({ names, fields }) =>
          `les variables se font référence mutuellement : ${names.join(' → ')}${inFields(fields)}`,
      ),
    ].join(' ; ')}.`,
  variablesLoading: 'Non envoyé : les variables étaient encore en cours de chargement. Renvoyez.',
  importNotJson: (failure) => `Ce n’est pas du JSON${where(failure)}.`,
  importTopLevel: 'Le niveau supérieur doit être un objet contenant « environments ».',
  importEnvironmentsList: '« environments » doit être une liste de { name, variables }.',
  importNotObject: (at) => `${at} : doit être un objet.`,
  importNameEmpty: (at) => `${at} : doit être une chaîne non vide.`,
  importNameTaken: (at, name) => `${at} : « ${name} » est déjà utilisé par un autre environnement.`,
  importVariablesList: (at) => `${at} : doit être une liste de { name, value }.`,
  importVariableName: (at, got) =>
    `${at} : seuls les lettres, les chiffres, « _ », « - » et « . » sont admis (reçu : ${got}).`,
  importValueString: (at) => `${at} : doit être une chaîne.`,

  missing: (at) => `${place(at)} est obligatoire mais absent.`,
  bodyMissing: 'Le corps de la requête est obligatoire mais absent.',
  notJson: (what, failure) =>
    `${{ body: 'Le corps', item: 'L’élément', data: 'Le champ data' }[what]} n’est pas du JSON${where(failure)}.`,
  noAlternative: (at, count) => `${place(at)} ne correspond à aucune de ses ${count} alternatives.`,
  wrongType: (at, types, actual) =>
    `${place(at)} devrait être de type ${types.join(' ou ')}, et non ${actual}.`,
  notInEnum: (at, values) =>
    `${place(at)} devrait valoir l’une de ces valeurs : ${values.join(', ')}.`,
  notConst: (at, value) => `${place(at)} devrait valoir ${value}.`,
  tooFewItems: (at, min) =>
    `${place(at)} devrait compter au moins ${n(min, 'élément', 'éléments')}.`,
  tooManyItems: (at, max) =>
    `${place(at)} devrait compter au plus ${n(max, 'élément', 'éléments')}.`,
  notAllowed: (at) => `${place(at)} n’est pas une propriété que la description autorise.`,
  tooShort: (at, min) =>
    `${place(at)} devrait compter au moins ${n(min, 'caractère', 'caractères')}.`,
  tooLong: (at, max) =>
    `${place(at)} devrait compter au plus ${n(max, 'caractère', 'caractères')}.`,
  noPattern: (at, pattern) => `${place(at)} devrait correspondre au motif ${pattern}.`,
  tooSmall: (at, min, exclusive) =>
    `${place(at)} devrait être ${exclusive ? 'strictement supérieur à' : 'au moins égal à'} ${min}.`,
  tooLarge: (at, max, exclusive) =>
    `${place(at)} devrait être ${exclusive ? 'strictement inférieur à' : 'au plus égal à'} ${max}.`,
  notMultiple: (at, of) => `${place(at)} devrait être un multiple de ${of}.`,
  moreProblems: (count) => `… et ${count} de plus.`,
  credentialsUnmet: (alternatives) =>
    `Les identifiants envoyés ne satisfont aucune des exigences de sécurité de l’opération : il faut ${alternatives.map((all) => all.map(lack).join(' et ')).join(', ou ')}. Un serveur répondrait 401 Unauthorized.`,

  // What the try-it cannot send as a reader might expect
  cookieParameterNote: (name) =>
    `Le paramètre de cookie « ${name} » n’est pas envoyé depuis ce panneau : un navigateur ne laisse pas une page définir l’en-tête Cookie. Les exemples de code ci-dessous l’envoient.`,
  cookieKeyNote: (name, key) =>
    `Clé d’API en cookie « ${name} » (${key}) : le navigateur ne peut pas définir de cookie pour un autre site, ce panneau ne l’envoie donc pas ; les exemples de code l’envoient (cURL -b, un en-tête Cookie dans les autres).`,
  mutualTlsNote: (key) =>
    `TLS mutuel (${key}) : le navigateur présente lui-même un certificat client, s’il en a un ; il n’y a rien à saisir ici.`,
  digestNote: (key) =>
    `HTTP Digest (${key}, RFC 7616) répond au défi du serveur, ce que ce panneau ne sait pas faire : il ne l’envoie pas. L’exemple cURL le fait, avec --digest -u ; HTTPie avec -A digest, Python avec HTTPDigestAuth.`,
  negotiateNote: (key) =>
    `HTTP Negotiate (${key}, RFC 4559) : collez un jeton pour envoyer « Authorization: Negotiate <jeton> » ; curl en crée un à partir de votre ticket Kerberos avec --negotiate -u :.`,
  otherSchemeNote: (scheme, key) =>
    `HTTP ${scheme} (${key}) : ce panneau et les exemples envoient « Authorization: ${scheme} <identifiants> », avec les identifiants tels que vous les saisissez.`,
  // Under a schema page's shortened list of the operations that use it
  usedByMore: (more, total) => {
    const f = new Intl.NumberFormat('fr')
    return `Et ${f.format(more)} ${more > 1 ? 'autres opérations' : 'autre opération'} : ${f.format(total)} au total utilisent ce schéma.`
  },
} satisfies Partial<ApiDocsMessages>
