// The secure frame's texts in Polish: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'bajt', few: 'bajty', many: 'bajtów', other: 'bajta' }

export const pl = {
  title: {
    message: 'Podpisać tę wiadomość?',
    typedData: 'Podpisać te dane?',
    transaction: 'Wysłać tę transakcję?',
    permissions: 'Przyznać tę sesję?',
    calls: 'Wysłać te wywołania razem?',
    revokePermissions: 'Cofnąć tę sesję?',
  },
  requestedBy: (origin: string, network: string) => `Żądanie od ${origin} w sieci ${network}`,
  unknownNetwork: (chainId: string) => `Łańcuch ${chainId}`,
  detailsLabel: 'Co masz podpisać',
  to: 'Do',
  newContract: 'Nowy kontrakt',
  amount: 'Kwota',
  data: 'Dane',
  dataBytes: (count: number) => `${countWith('pl', count, bytes)} danych kontraktu`,
  fee: 'Opłata sieciowa',
  estimating: 'Szacowanie…',
  unavailable: 'Niedostępne',
  sponsored: 'Sponsorowane: nie płacisz opłaty',
  reject: 'Odrzuć',
  approve: 'Zatwierdź',
  session: {
    periods: { hour: 'na godzinę', day: 'dziennie', week: 'tygodniowo', total: 'łącznie' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Może wydać do ${amount} ${per} w ${contract} do ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Może wywoływać ${fn} w ${contract} do ${until}`,
  },
  call: (index: number, total: number) => `Wywołanie ${index} z ${total}`,
  token: 'Token',
  spender: 'Uprawniony do wydawania',
  atomic: 'Wszystkie wywołania wykonają się razem albo żadne.',
  sessionEnds: 'Jej klucz nie będzie już mógł działać w imieniu Twojego konta.',
  callsStatus: {
    title: 'Stan tych wywołań',
    pending: 'Oczekuje',
    confirmed: 'Potwierdzono',
    failed: 'Niepowodzenie',
    transaction: 'Transakcja',
    close: 'Zamknij',
  },
  social: {
    connecting: (provider: string) => `Łączenie z ${provider}…`,
    loggingIn: 'Logowanie…',
    done: 'Zalogowano. To okno zaraz się zamknie.',
    verifyOtp: 'Wpisz w aplikacji kod, który wysłaliśmy na Twój e-mail.',
    failed: (status: number) => `Logowanie nie powiodło się (${status}).`,
    offline: 'Logowanie nie powiodło się: sieć nie odpowiedziała.',
    refused: {
      socialAttemptMissing: 'W tej przeglądarce nie trwa żadne logowanie społecznościowe',
      socialAttemptUsed: 'To logowanie społecznościowe zostało już użyte',
      socialAttemptCanceled: 'To logowanie społecznościowe zostało anulowane',
      socialAttemptExpired: 'To logowanie społecznościowe wygasło',
      socialLoginCancelled: (provider: string) => `Logowanie przez ${provider} zostało anulowane`,
      socialLoginRefused: (provider: string) => `${provider} odrzucił logowanie`,
      socialAnswerUntrusted: (provider: string) => `Odpowiedzi ${provider} nie można zaufać`,
      socialProviderUnavailable: (provider: string) => `${provider} nie odpowiada`,
      socialIdentityInUse: (provider: string) => `To konto ${provider} należy do innego portfela`,
    },
  },
}
