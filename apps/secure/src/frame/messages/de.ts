// The secure frame's texts in German.

import { countWith } from './countWith.js'
import type { FrameMessages } from './frameMessagesType.js'

export const de: FrameMessages = {
  title: {
    message: 'Diese Nachricht signieren?',
    typedData: 'Diese Daten signieren?',
    transaction: 'Diese Transaktion senden?',
    permissions: 'Diese Sitzung erlauben?',
    calls: 'Diese Aufrufe zusammen senden?',
    revokePermissions: 'Diese Sitzung widerrufen?',
  },
  requestedBy: (origin, network) => `Angefragt von ${origin} im Netzwerk ${network}`,
  unknownNetwork: (chainId) => `Chain ${chainId}`,
  detailsLabel: 'Was Sie signieren sollen',
  to: 'An',
  newContract: 'Ein neuer Vertrag',
  amount: 'Betrag',
  data: 'Daten',
  dataBytes: (bytes) => `${countWith('de', bytes, { one: 'Byte', other: 'Bytes' })} Vertragsdaten`,
  fee: 'Netzwerkgebühr',
  estimating: 'Wird geschätzt…',
  unavailable: 'Nicht verfügbar',
  sponsored: 'Gesponsert: keine Gebühr für Sie',
  reject: 'Ablehnen',
  approve: 'Bestätigen',
  session: {
    periods: { hour: 'pro Stunde', day: 'pro Tag', week: 'pro Woche', total: 'insgesamt' },
    spend: (amount, per, contract, until) =>
      `Darf bis ${until} bis zu ${amount} ${per} bei ${contract} ausgeben`,
    call: (fn, contract, until) => `Darf bis ${until} ${fn} bei ${contract} aufrufen`,
  },
  call: (index, total) => `Aufruf ${index} von ${total}`,
  token: 'Token',
  spender: 'Ausgabeberechtigt',
  atomic: 'Alle Aufrufe werden gemeinsam ausgeführt oder keiner.',
  sessionEnds: 'Ihr Schlüssel kann dann nicht mehr für Ihr Konto handeln.',
  callsStatus: {
    title: 'Status dieser Aufrufe',
    pending: 'Ausstehend',
    confirmed: 'Bestätigt',
    failed: 'Fehlgeschlagen',
    transaction: 'Transaktion',
    close: 'Schließen',
  },
  social: {
    connecting: (provider) => `Verbindung zu ${provider}…`,
    loggingIn: 'Anmeldung läuft…',
    done: 'Sie sind angemeldet. Dieses Fenster schließt sich jetzt.',
    verifyOtp: 'Geben Sie in der App den Code ein, den wir Ihnen per E-Mail geschickt haben.',
    failed: (status) => `Die Anmeldung ist fehlgeschlagen (${status}).`,
    offline: 'Die Anmeldung ist fehlgeschlagen: das Netzwerk hat nicht geantwortet.',
    refused: {
      socialAttemptMissing: 'In diesem Browser läuft keine Social-Anmeldung',
      socialAttemptUsed: 'Diese Social-Anmeldung wurde bereits verwendet',
      socialAttemptCanceled: 'Diese Social-Anmeldung wurde abgebrochen',
      socialAttemptExpired: 'Diese Social-Anmeldung ist abgelaufen',
      socialLoginCancelled: (provider) => `Die Anmeldung mit ${provider} wurde abgebrochen`,
      socialLoginRefused: (provider) => `${provider} hat die Anmeldung abgelehnt`,
      socialAnswerUntrusted: (provider) => `Der Antwort von ${provider} kann nicht vertraut werden`,
      socialProviderUnavailable: (provider) => `${provider} antwortet nicht`,
      socialIdentityInUse: (provider) => `Dieses ${provider}-Konto gehört zu einer anderen Wallet`,
    },
  },
}
