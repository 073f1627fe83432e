// The secure frame's texts in French: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'octet', many: 'd’octets', other: 'octets' }

export const fr = {
  title: {
    message: 'Signer ce message ?',
    typedData: 'Signer ces données ?',
    transaction: 'Envoyer cette transaction ?',
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
  reject: 'Refuser',
  approve: 'Approuver',
  social: {
    connecting: (provider: string) => `Connexion à ${provider}…`,
    loggingIn: 'Connexion en cours…',
    done: 'Vous êtes connecté. Cette fenêtre va se fermer.',
    verifyOtp: 'Saisissez dans l’application le code envoyé à votre adresse e-mail.',
    failed: (status: number) => `La connexion a échoué (${status}).`,
    offline: 'La connexion a échoué : le réseau n’a pas répondu.',
  },
}
