// Français : les notes d’une requête construite et les refus de l’import cURL.
import type { PlaygroundCatalog } from '../../en'
import type { HeaderOrigin } from '../../../core/request/notes'

const ORIGIN: Record<HeaderOrigin, string> = {
  custom: 'L’en-tête personnalisé',
  item: 'L’en-tête',
  bearer: 'Le jeton Bearer',
  basic: 'L’authentification Basic',
  http: 'L’authentification HTTP',
  apiKey: 'L’en-tête de clé d’API',
  apiKeyCookie: 'Le cookie de clé d’API',
}
const quoted = (names: readonly string[]) => names.map((name) => `« ${name} »`).join(', ')

/** French notes of a built request. */
export const frNotes = {
  notCurl:
    'Ce n’est pas une commande cURL que ce formulaire sait lire : elle doit commencer par « curl » et indiquer une URL.',
  curlMethodRefused: (method) =>
    `La fonction fetch() des navigateurs ne peut pas envoyer ${method} : elle refuse CONNECT, TRACE et TRACK.`,
  unplacedPaths: (names) =>
    `Paramètres de chemin sans emplacement {name} ou <name> dans l’URL, non envoyés : ${quoted(names)}.`,
  filesWithoutBody: (method, names) =>
    `Les fichiers ne sont pas envoyés avec les requêtes ${method} (elles n’ont pas de corps) : ${quoted(names)}.`,
  multipartContentType: (value) =>
    `L’en-tête Content-Type « ${value} » n’a pas été envoyé : pour multipart/form-data, le navigateur le définit lui-même avec la frontière qui sépare les parties.`,
  headerNameInvalid: (origin, name) =>
    `${ORIGIN[origin]} « ${name} » n’a pas été envoyé : un nom d’en-tête ne peut contenir que des lettres, des chiffres et !#$%&'*+-.^_\`|~ (RFC 9110).`,
  headerValueInvalid: (origin, name) =>
    `${ORIGIN[origin]} « ${name} » n’a pas été envoyé : sa valeur contient un saut de ligne, un NUL ou un caractère au-delà de U+00FF, que fetch() refuse.`,
  twoAuthorizations: 'Deux identifiants utilisent Authorization : seul le dernier est envoyé.',
  basicColon:
    'Authentification Basic : le nom d’utilisateur contient « : », ce que la RFC 7617 interdit.',
  digestSnippetsOnly:
    'HTTP Digest (RFC 7616) n’est envoyé que par les exemples de code (cURL --digest) : fetch() ne peut pas répondre à son défi.',
  cookieSnippetsOnly: (name) =>
    `Le cookie de clé d’API « ${name} » n’est envoyé que par les exemples de code : une page ne peut pas définir Cookie.`,
  repeatedJsonFields: (names) =>
    `Champs répétés ${quoted(names)} : le JSON ne garde que la dernière valeur.`,
  noFileChosen: (names) =>
    `Aucun fichier choisi pour ${quoted(names)} : rien n’a été envoyé à sa place.`,
  presetNotUsed: (contentType) =>
    `Le corps prédéfini n’est pas utilisé pour les corps ${contentType}.`,
  filesOnlyMultipart: (names) =>
    `Les fichiers ne sont envoyés que dans les corps multipart/form-data ; non envoyés : ${quoted(names)}.`,
  presetInstead: (names) => `Le corps prédéfini est envoyé à la place de ${quoted(names)}.`,
  presetOnly: (contentType, names) =>
    `Un corps ${contentType} n’est envoyé qu’à partir d’un corps prédéfini ; non envoyés : ${quoted(names)}.`,
} satisfies Partial<PlaygroundCatalog>
