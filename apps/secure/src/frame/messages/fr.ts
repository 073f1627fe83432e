// The secure frame's texts in French: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'octet', many: 'd’octets', other: 'octets' }

export const fr = {
  title: {
    message: 'Signer ce message ?',
    typedData: 'Signer ces données ?',
    transaction: 'Envoyer cette transaction ?',
    permissions: 'Accorder cette session ?',
    calls: 'Envoyer ces appels ensemble ?',
    revokePermissions: 'Révoquer cette session ?',
  },
  requestedBy: (origin: string, network: string) => `Demandé par ${origin} sur ${network}`,
  unknownNetwork: (chainId: string) => `Chaîne ${chainId}`,
  detailsLabel: 'Ce que l’on vous demande de signer',
  to: 'À',
  newContract: 'Un nouveau contrat',
  amount: 'Montant',
  data: 'Données',
  dataBytes: (count: number) => `${countWith('fr', count, bytes)} de données de contrat`,
  fee: 'Frais de réseau',
  estimating: 'Estimation…',
  unavailable: 'Indisponible',
  sponsored: 'Sponsorisé\u202f: aucuns frais pour vous',
  reject: 'Refuser',
  approve: 'Approuver',
  session: {
    periods: { hour: 'par heure', day: 'par jour', week: 'par semaine', total: 'au total' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Peut dépenser jusqu’à ${amount} ${per} sur ${contract} jusqu’au ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Peut appeler ${fn} sur ${contract} jusqu’au ${until}`,
  },
  call: (index: number, total: number) => `Appel ${index} sur ${total}`,
  token: 'Jeton',
  spender: 'Dépensier autorisé',
  atomic: 'Tous les appels passent ensemble, ou aucun.',
  sessionEnds: 'Sa clé ne pourra plus agir pour votre compte.',
  callsStatus: {
    title: 'État de ces appels',
    pending: 'En attente',
    confirmed: 'Confirmé',
    failed: 'Échoué',
    transaction: 'Transaction',
    close: 'Fermer',
  },
  social: {
    connecting: (provider: string) => `Connexion à ${provider}…`,
    loggingIn: 'Connexion en cours…',
    done: 'Vous êtes connecté. Cette fenêtre va se fermer.',
    verifyOtp: 'Saisissez dans l’application le code envoyé à votre adresse e-mail.',
    failed: (status: number) => `La connexion a échoué (${status}).`,
    offline: 'La connexion a échoué : le réseau n’a pas répondu.',
    refused: {
      socialAttemptMissing: 'Aucune connexion sociale n’est en cours dans ce navigateur',
      socialAttemptUsed: 'Cette connexion sociale a déjà été utilisée',
      socialAttemptCanceled: 'Cette connexion sociale a été annulée',
      socialAttemptExpired: 'Cette connexion sociale a expiré',
      socialLoginCancelled: (provider: string) => `La connexion avec ${provider} a été annulée`,
      socialLoginRefused: (provider: string) => `${provider} a refusé la connexion`,
      socialAnswerUntrusted: (provider: string) =>
        `La réponse de ${provider} n’est pas digne de confiance`,
      socialProviderUnavailable: (provider: string) => `${provider} ne répond pas`,
      socialIdentityInUse: (provider: string) =>
        `Ce compte ${provider} appartient à un autre wallet`,
    },
  },
}
