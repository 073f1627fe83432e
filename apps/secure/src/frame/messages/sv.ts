// The secure frame's texts in Swedish: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'byte', other: 'byte' }

export const sv = {
  title: {
    message: 'Signera det här meddelandet?',
    typedData: 'Signera de här uppgifterna?',
    transaction: 'Skicka den här transaktionen?',
    permissions: 'Bevilja den här sessionen?',
    calls: 'Skicka dessa anrop tillsammans?',
    revokePermissions: 'Återkalla den här sessionen?',
  },
  requestedBy: (origin: string, network: string) => `Begärt av ${origin} på ${network}`,
  unknownNetwork: (chainId: string) => `Kedja ${chainId}`,
  detailsLabel: 'Det här ombeds du signera',
  to: 'Till',
  newContract: 'Ett nytt kontrakt',
  amount: 'Belopp',
  data: 'Data',
  dataBytes: (count: number) => `${countWith('sv', count, bytes)} kontraktsdata`,
  fee: 'Nätverksavgift',
  estimating: 'Uppskattar…',
  unavailable: 'Inte tillgänglig',
  sponsored: 'Sponsrad: du betalar ingen avgift',
  reject: 'Avvisa',
  approve: 'Godkänn',
  session: {
    periods: { hour: 'per timme', day: 'per dag', week: 'per vecka', total: 'totalt' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Får spendera upp till ${amount} ${per} på ${contract} till och med ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Får anropa ${fn} på ${contract} till och med ${until}`,
  },
  call: (index: number, total: number) => `Anrop ${index} av ${total}`,
  token: 'Token',
  spender: 'Får spendera',
  atomic: 'Alla anrop genomförs tillsammans, eller inget.',
  sessionEnds: 'Dess nyckel kan då inte längre agera för ditt konto.',
  callsStatus: {
    title: 'Status för dessa anrop',
    pending: 'Väntar',
    confirmed: 'Bekräftad',
    failed: 'Misslyckades',
    transaction: 'Transaktion',
    close: 'Stäng',
  },
  social: {
    connecting: (provider: string) => `Ansluter till ${provider}…`,
    loggingIn: 'Loggar in…',
    done: 'Du är inloggad. Fönstret stängs nu.',
    verifyOtp: 'Ange koden vi skickade till din e-post i appen.',
    failed: (status: number) => `Inloggningen misslyckades (${status}).`,
    offline: 'Inloggningen misslyckades: nätverket svarade inte.',
    refused: {
      socialAttemptMissing: 'Ingen social inloggning pågår i den här webbläsaren',
      socialAttemptUsed: 'Den här sociala inloggningen har redan använts',
      socialAttemptCanceled: 'Den här sociala inloggningen avbröts',
      socialAttemptExpired: 'Den här sociala inloggningen har gått ut',
      socialLoginCancelled: (provider: string) => `Inloggningen med ${provider} avbröts`,
      socialLoginRefused: (provider: string) => `${provider} nekade inloggningen`,
      socialAnswerUntrusted: (provider: string) => `Svaret från ${provider} gick inte att lita på`,
      socialProviderUnavailable: (provider: string) => `${provider} svarar inte`,
      socialIdentityInUse: (provider: string) =>
        `Det här ${provider}-kontot hör till en annan plånbok`,
    },
  },
}
