// The secure frame's texts in Dutch: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'byte', other: 'bytes' }

export const nl = {
  title: {
    message: 'Dit bericht ondertekenen?',
    typedData: 'Deze gegevens ondertekenen?',
    transaction: 'Deze transactie versturen?',
    permissions: 'Deze sessie toestaan?',
    calls: 'Deze aanroepen samen versturen?',
    revokePermissions: 'Deze sessie intrekken?',
  },
  requestedBy: (origin: string, network: string) => `Aangevraagd door ${origin} op ${network}`,
  unknownNetwork: (chainId: string) => `Chain ${chainId}`,
  detailsLabel: 'Wat je moet ondertekenen',
  to: 'Aan',
  newContract: 'Een nieuw contract',
  amount: 'Bedrag',
  data: 'Gegevens',
  dataBytes: (count: number) => `${countWith('nl', count, bytes)} contractgegevens`,
  fee: 'Netwerkkosten',
  estimating: 'Schatten…',
  unavailable: 'Niet beschikbaar',
  sponsored: 'Gesponsord: u betaalt geen kosten',
  reject: 'Afwijzen',
  approve: 'Goedkeuren',
  session: {
    periods: { hour: 'per uur', day: 'per dag', week: 'per week', total: 'in totaal' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Mag tot ${until} maximaal ${amount} ${per} uitgeven bij ${contract}`,
    call: (fn: string, contract: string, until: string) =>
      `Mag tot ${until} ${fn} aanroepen bij ${contract}`,
  },
  call: (index: number, total: number) => `Aanroep ${index} van ${total}`,
  token: 'Token',
  spender: 'Bevoegd om uit te geven',
  atomic: 'Alle aanroepen gaan samen door, of geen enkele.',
  sessionEnds: 'De sleutel ervan kan dan niet meer namens je account handelen.',
  callsStatus: {
    title: 'Status van deze aanroepen',
    pending: 'In behandeling',
    confirmed: 'Bevestigd',
    failed: 'Mislukt',
    transaction: 'Transactie',
    close: 'Sluiten',
  },
  social: {
    connecting: (provider: string) => `Verbinden met ${provider}…`,
    loggingIn: 'Inloggen…',
    done: 'Je bent ingelogd. Dit venster wordt nu gesloten.',
    verifyOtp: 'Voer in de app de code in die we naar je e-mailadres hebben gestuurd.',
    failed: (status: number) => `Inloggen mislukt (${status}).`,
    offline: 'Inloggen mislukt: het netwerk reageerde niet.',
    refused: {
      socialAttemptMissing: 'Er loopt in deze browser geen sociale login',
      socialAttemptUsed: 'Deze sociale login is al gebruikt',
      socialAttemptCanceled: 'Deze sociale login is geannuleerd',
      socialAttemptExpired: 'Deze sociale login is verlopen',
      socialLoginCancelled: (provider: string) => `Inloggen met ${provider} is geannuleerd`,
      socialLoginRefused: (provider: string) => `${provider} heeft het inloggen geweigerd`,
      socialAnswerUntrusted: (provider: string) =>
        `Het antwoord van ${provider} is niet te vertrouwen`,
      socialProviderUnavailable: (provider: string) => `${provider} reageert niet`,
      socialIdentityInUse: (provider: string) =>
        `Dit ${provider}-account hoort bij een andere wallet`,
    },
  },
}
