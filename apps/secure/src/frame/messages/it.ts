// The secure frame's texts in Italian: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'byte', many: 'di byte', other: 'byte' }

export const it = {
  title: {
    message: 'Firmare questo messaggio?',
    typedData: 'Firmare questi dati?',
    transaction: 'Inviare questa transazione?',
    permissions: 'Concedere questa sessione?',
    calls: 'Inviare queste chiamate insieme?',
    revokePermissions: 'Revocare questa sessione?',
  },
  requestedBy: (origin: string, network: string) => `Richiesto da ${origin} su ${network}`,
  unknownNetwork: (chainId: string) => `Chain ${chainId}`,
  detailsLabel: 'Che cosa ti viene chiesto di firmare',
  to: 'A',
  newContract: 'Un nuovo contratto',
  amount: 'Importo',
  data: 'Dati',
  dataBytes: (count: number) => `${countWith('it', count, bytes)} di dati del contratto`,
  fee: 'Commissione di rete',
  estimating: 'Stima in corso…',
  unavailable: 'Non disponibile',
  sponsored: 'Sponsorizzata: nessuna commissione per te',
  reject: 'Rifiuta',
  approve: 'Approva',
  session: {
    periods: { hour: 'all’ora', day: 'al giorno', week: 'alla settimana', total: 'in totale' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Può spendere fino a ${amount} ${per} su ${contract} fino al ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Può chiamare ${fn} su ${contract} fino al ${until}`,
  },
  call: (index: number, total: number) => `Chiamata ${index} di ${total}`,
  token: 'Token',
  spender: 'Autorizzato a spendere',
  atomic: 'Tutte le chiamate vanno a buon fine insieme, o nessuna.',
  sessionEnds: 'La sua chiave non potrà più agire per il tuo account.',
  callsStatus: {
    title: 'Stato di queste chiamate',
    pending: 'In attesa',
    confirmed: 'Confermato',
    failed: 'Non riuscito',
    transaction: 'Transazione',
    close: 'Chiudi',
  },
  social: {
    connecting: (provider: string) => `Connessione a ${provider}…`,
    loggingIn: 'Accesso in corso…',
    done: 'Hai effettuato l’accesso. Questa finestra ora si chiude.',
    verifyOtp: 'Inserisci nell’app il codice che ti abbiamo inviato via e-mail.',
    failed: (status: number) => `Accesso non riuscito (${status}).`,
    offline: 'Accesso non riuscito: la rete non ha risposto.',
    refused: {
      socialAttemptMissing: 'Nessun accesso social è in corso in questo browser',
      socialAttemptUsed: 'Questo accesso social è già stato usato',
      socialAttemptCanceled: 'Questo accesso social è stato annullato',
      socialAttemptExpired: 'Questo accesso social è scaduto',
      socialLoginCancelled: (provider: string) => `L’accesso con ${provider} è stato annullato`,
      socialLoginRefused: (provider: string) => `${provider} ha rifiutato l’accesso`,
      socialAnswerUntrusted: (provider: string) => `La risposta di ${provider} non è affidabile`,
      socialProviderUnavailable: (provider: string) => `${provider} non risponde`,
      socialIdentityInUse: (provider: string) =>
        `Questo account ${provider} appartiene a un altro wallet`,
    },
  },
}
