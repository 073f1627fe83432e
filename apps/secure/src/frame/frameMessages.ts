import type { SupportedLocale } from '@airlock/protocol'
import { ar } from './messages/ar.js'
import { countWith } from './messages/countWith.js'
import { cs } from './messages/cs.js'
import { de } from './messages/de.js'
import { es } from './messages/es.js'
import { fa } from './messages/fa.js'
import { fr } from './messages/fr.js'
import type { FrameMessages } from './messages/frameMessagesType.js'
import { he } from './messages/he.js'
import { hi } from './messages/hi.js'
import { id } from './messages/id.js'
import { it } from './messages/it.js'
import { ja } from './messages/ja.js'
import { ko } from './messages/ko.js'
import { nl } from './messages/nl.js'
import { pl } from './messages/pl.js'
import { ptBR } from './messages/pt-BR.js'
import { ru } from './messages/ru.js'
import { sv } from './messages/sv.js'
import { th } from './messages/th.js'
import { tr } from './messages/tr.js'
import { uk } from './messages/uk.js'
import { vi } from './messages/vi.js'
import { zhCN } from './messages/zh-CN.js'
import { zhTW } from './messages/zh-TW.js'

const en: FrameMessages = {
  title: {
    message: 'Sign this message?',
    typedData: 'Sign this data?',
    transaction: 'Send this transaction?',
    permissions: 'Grant this session?',
    calls: 'Send these calls together?',
    revokePermissions: 'Revoke this session?',
  },
  requestedBy: (origin, network) => `Requested by ${origin} on ${network}`,
  unknownNetwork: (chainId) => `Chain ${chainId}`,
  detailsLabel: 'What you are asked to sign',
  to: 'To',
  newContract: 'A new contract',
  amount: 'Amount',
  data: 'Data',
  dataBytes: (bytes) =>
    `${countWith('en', bytes, { one: 'byte', other: 'bytes' })} of contract data`,
  fee: 'Network fee',
  estimating: 'Estimating…',
  unavailable: 'Not available',
  sponsored: 'Sponsored: no fee for you',
  reject: 'Reject',
  approve: 'Approve',
  session: {
    periods: { hour: 'per hour', day: 'per day', week: 'per week', total: 'in total' },
    spend: (amount, per, contract, until) =>
      `May spend up to ${amount} ${per} on ${contract} until ${until}`,
    call: (fn, contract, until) => `May call ${fn} on ${contract} until ${until}`,
  },
  call: (index, total) => `Call ${index} of ${total}`,
  token: 'Token',
  spender: 'Spender',
  atomic: 'Every call goes through together, or none does.',
  sessionEnds: 'Its key will no longer be able to act for your account.',
  callsStatus: {
    title: 'Status of these calls',
    pending: 'Pending',
    confirmed: 'Confirmed',
    failed: 'Failed',
    transaction: 'Transaction',
    close: 'Close',
  },
  social: {
    connecting: (provider) => `Connecting to ${provider}…`,
    loggingIn: 'Logging in…',
    done: 'You are logged in. This window closes now.',
    verifyOtp: 'Enter the code we sent to your e-mail in the app.',
    failed: (status) => `The login failed (${status}).`,
    offline: 'The login failed: the network did not answer.',
    refused: {
      socialAttemptMissing: 'No social login is in progress in this browser',
      socialAttemptUsed: 'This social login was already used',
      socialAttemptCanceled: 'This social login was cancelled',
      socialAttemptExpired: 'This social login has expired',
      socialLoginCancelled: (provider) => `The login with ${provider} was cancelled`,
      socialLoginRefused: (provider) => `${provider} refused the login`,
      socialAnswerUntrusted: (provider) => `The answer of ${provider} could not be trusted`,
      socialProviderUnavailable: (provider) => `${provider} is not answering`,
      socialIdentityInUse: (provider) => `This ${provider} account belongs to another wallet`,
    },
  },
}

/** The frame's texts in every supported language (`supportedLocales` of `@airlock/protocol`). */
export const frameCatalogues: Record<SupportedLocale, FrameMessages> = {
  en,
  de,
  ar,
  ja,
  fr,
  es,
  'pt-BR': ptBR,
  it,
  nl,
  pl,
  tr,
  ru,
  uk,
  sv,
  he,
  fa,
  hi,
  id,
  vi,
  th,
  ko,
  cs,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}

// By lower-case tag, with the tags a browser may send for them: a bare language, Chinese by
// script or region (Hong Kong and Hant read Traditional).
const catalogues: Record<string, FrameMessages> = {
  ...Object.fromEntries(
    Object.entries(frameCatalogues).map(([tag, texts]) => [tag.toLowerCase(), texts]),
  ),
  pt: ptBR,
  zh: zhCN,
  'zh-hk': zhTW,
  'zh-hant': zhTW,
}

/**
 * The secure frame's own texts, in the modal's language (sent with `SYNC_THEME`), English when
 * the frame has no catalogue for it. The frame does not load the modal's catalogue: it is another
 * origin, with its own minimal script, so its few strings live here.
 *
 * @param locale - A language tag such as `de` or `en-GB`.
 * @returns The texts.
 *
 * @example
 * import { frameMessages } from './frame/frameMessages.js'
 * frameMessages('de').approve // 'Bestätigen'
 */
export function frameMessages(locale: string | undefined): FrameMessages {
  // 'auto' is the modal's choice of the browser's language: the frame runs in the same browser.
  const tags =
    locale === 'auto' && typeof navigator !== 'undefined' ? navigator.languages : [locale]
  for (const tag of tags) {
    const lower = (tag ?? 'en').toLowerCase()
    const [language = 'en', script] = lower.split('-')
    // By full tag first (zh-TW is not zh-CN), then by language and script or region, then by language.
    const found = catalogue(lower) ?? catalogue(`${language}-${script}`) ?? catalogue(language)
    if (found) return found
  }
  return en
}

// Own entries only: a locale of `constructor` or `__proto__` (the dapp's to set) is no catalogue.
const catalogue = (tag: string) => (Object.hasOwn(catalogues, tag) ? catalogues[tag] : undefined)
