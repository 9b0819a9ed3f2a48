// Français.
import type { PlaygroundCatalog } from '../en'
import { frNotes } from './notes/fr'
import { intlFormats } from '../intl'

const { size, duration, count, plural } = intlFormats('fr')

/** French messages of the playground. */
const fr: PlaygroundCatalog = {
  ...frNotes,
  locale: 'fr',
  size,
  duration,
  count,

  reset: 'Réinitialiser',
  server: 'Serveur',
  parameters: 'Paramètres',
  headers: 'En-têtes',
  authorization: 'Autorisation',
  body: 'Corps',
  none: 'aucun',
  pasteCurl: 'Coller une commande cURL',
  send: 'Envoyer',
  sending: 'Envoi…',
  stop: 'Arrêter',
  required: 'obligatoire',
  key: 'Clé',
  value: 'Valeur',
  noneOption: '(aucune)',
  requiredFile: 'Obligatoire : choisissez un fichier.',
  requiredValue: 'Obligatoire : saisissez une valeur.',
  notSentMissing: (names) =>
    names.length === 1
      ? `Non envoyée : le champ obligatoire ${names[0]} est vide.`
      : `Non envoyée : les champs obligatoires ${names.join(', ')} sont vides.`,
  builderFailed: (reason) =>
    `Non envoyée : le module de construction de la requête n’a pas pu être chargé (${reason}). Renvoyez pour réessayer.`,
  filesNotSent: (method) => `Les fichiers ne sont pas envoyés avec une requête ${method}.`,

  headerName: (n) => `Nom de l’en-tête ${n}`,
  headerValue: (name) => `Valeur de l’en-tête ${name}`,
  name: 'Nom',
  removeHeader: (name) => `Supprimer l’en-tête ${name}`,
  addHeader: '+ Ajouter un en-tête',
  invalidHeaderName: (name) =>
    `« ${name} » n’est pas un nom d’en-tête valide : utilisez uniquement des lettres, des chiffres et - _ . ! # $ % & ' * + ^ \` | ~.`,
  headerValueProblem:
    'La valeur contient un saut de ligne ou un caractère que fetch() ne peut pas envoyer ; elle ne sera pas envoyée.',

  authType: 'Type',
  authNone: 'Aucune',
  bearerToken: 'Jeton Bearer',
  basic: 'Basic',
  apiKey: 'Clé d’API',
  token: 'Jeton',
  username: 'Nom d’utilisateur',
  password: 'Mot de passe',
  credentials: 'Identifiants',
  sendIn: 'Envoyer dans',
  inHeader: 'En-tête',
  inQuery: 'Requête (query)',
  apiKeyIn: (place) => `Clé d’API dans ${place}`,
  credentialsAfter: (scheme) => `Identifiants après « ${scheme} »`,

  item: (name, n) => `${name}, élément ${n}`,
  moveUp: (name, n) => `Monter l’élément ${n} de ${name}`,
  moveDown: (name, n) => `Descendre l’élément ${n} de ${name}`,
  removeItem: (name, n) => `Supprimer l’élément ${n} de ${name}`,
  field: 'Champ',
  fieldName: (name, n) => `${name}, nom du champ ${n}`,
  fieldValue: (name, field) => `${name}, valeur de ${field}`,
  fieldN: (n) => `champ ${n}`,
  removeField: (name, field) => `Supprimer le champ ${field} de ${name}`,
  addItem: '+ Ajouter un élément',
  addField: '+ Ajouter un champ',

  curlCommand: 'Commande cURL',
  import: 'Importer',
  pasteFirst: 'Collez d’abord une commande cURL.',
  curlReaderFailed: 'Le lecteur cURL n’a pas pu être chargé (le réseau est-il coupé ?). Réessayez.',
  imported: 'Importée dans le formulaire.',
  chooseFileAgain: (name, file) => `Choisissez à nouveau le fichier de « ${name} » (${file}).`,
  notApplied: (flags) => `Non appliqué : ${flags}`,

  response: 'Réponse',
  time: 'Durée :',
  sizeLabel: 'Taille :',
  copy: 'Copier',
  copied: 'Copié',
  copyFailed: 'Échec de la copie',
  copiedToClipboard: 'Copié dans le presse-papiers',
  copyBody: 'Copier le corps de la réponse',
  download: 'Télécharger',
  downloadBody: 'Télécharger le corps de la réponse',
  copyCurl: 'Copier la commande cURL',
  responseHeaders: 'En-têtes de la réponse',
  responseBody: 'Corps de la réponse',
  noContent: 'Aucun contenu.',
  noBody: 'La réponse n’a pas de corps.',
  cannotShowResponse: 'La réponse ne peut pas être affichée ici.',
  cannotShowBody: 'Ce corps ne peut pas être affiché ici.',
  loading: 'Chargement…',
  formatting: 'Mise en forme…',
  responseReceived: 'Réponse reçue',
  responseStatus: (status) => `Réponse ${status}`,
  inTime: (time) => ` en ${time}`,
  receivingBody: ', réception du corps',
  streamingEvents: ', réception des événements',
  eventsCount: (n, total) => `${n} ${plural(total, { one: 'événement', other: 'événements' })}`,
  receiving: (received, total) => `Réception : ${received}${total ? ` sur ${total}` : ''}…`,
  networkError: 'Impossible de joindre le serveur',
  aborted: 'Requête interrompue',
  timedOut: 'Délai de la requête dépassé',
  failed: 'Échec de la requête',
  corsHint:
    'Dans un navigateur, il s’agit généralement de CORS (l’API n’autorise pas cette origine), ou le serveur est arrêté.',
  details: (message) => `Détails : ${message}`,
  fromTerminal: 'La même requête depuis un terminal :',

  moreCharacters: (n) => `${n} caractères de plus`,
  moreCharactersAll: (n) => `${n} caractères de plus (copiez ou téléchargez pour tout avoir)`,
  events: 'Événements',
  streaming: 'réception en cours…',
  showingLast: (n) =>
    `Affichage des ${n} derniers événements ; copiez ou téléchargez pour les avoir tous.`,
  eventId: 'id :',
  retry: (ms) => `retry : ${ms} ms`,
  notAsDescribed: 'Différent de la description :',
  noPreview: 'Cette image ne peut pas être prévisualisée.',
  responseImage: 'Image de la réponse',
  binaryBody: 'Corps binaire :',
  unknownType: 'type inconnu',
  downloadFile: (name, size) => `Télécharger ${name} (${size})`,
}

export default fr
