import type { SupportedLocale } from '@airlock/protocol'
import type { ApprovalRequest } from './approvalRequest.js'
import { countWith } from './messages/countWith.js'
import { cs } from './messages/cs.js'
import { es } from './messages/es.js'
import { fa } from './messages/fa.js'
import { fr } from './messages/fr.js'
import { he } from './messages/he.js'
import { hi } from './messages/hi.js'
import { id } from './messages/id.js'
import { it } from './messages/it.js'
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

/** The frame's texts in one language. */
export type FrameMessages = {
  title: Record<ApprovalRequest['kind'], string>
  /** Who asks, and on which network (its name, from the secure origin's configuration). */
  requestedBy: (origin: string, network: string) => string
  /** A network the secure origin has no name for. */
  unknownNetwork: (chainId: string) => string
  detailsLabel: string
  to: string
  newContract: string
  amount: string
  data: string
  dataBytes: (bytes: number) => string
  fee: string
  /** While the fee and the price are read. */
  estimating: string
  /** The fee could not be estimated. */
  unavailable: string
  /** In place of the fee: the paymaster sponsors the operation, the user pays none. */
  sponsored: string
  reject: string
  approve: string
  /** A dapp's session key, in plain words (`wallet_grantPermissions`). */
  session: {
    /** How often a spend limit resets; `total` when it never does. */
    periods: Record<'hour' | 'day' | 'week' | 'total', string>
    /** "May spend up to 10 USDC per day on 0x… until 3 Dec 2026, 17:00". */
    spend: (amount: string, per: string, contract: string, until: string) => string
    /** "May call transfer on 0x… until …". */
    call: (fn: string, contract: string, until: string) => string
  }
  /** A batch's call, numbered (`wallet_sendCalls`). */
  call: (index: number, total: number) => string
  /** An ERC-20 call's token, and who an approval lets spend it. */
  token: string
  spender: string
  /** A batch's promise: atomic. */
  atomic: string
  /** What revoking a session means (`wallet_revokePermissions`). */
  sessionEnds: string
  /** EIP-5792 `wallet_showCallsStatus`: a batch's status screen. */
  callsStatus: {
    title: string
    pending: string
    confirmed: string
    failed: string
    /** The label of the batch's transaction hash (a link when the network has an explorer). */
    transaction: string
    close: string
  }
  /** The social login popup's pages. */
  social: {
    connecting: (provider: string) => string
    loggingIn: string
    done: string
    verifyOtp: string
    failed: (status: number) => string
    offline: string
    /** The server's refusal of the provider's answer, by its code (`socialErrorMessages`). */
    refused: SocialRefusals
  }
}

/** The codes the server answers the social callback with, each with its text. */
export type SocialRefusals = {
  socialAttemptMissing: string
  socialAttemptUsed: string
  socialAttemptCanceled: string
  socialAttemptExpired: string
  socialLoginCancelled: (provider: string) => string
  socialLoginRefused: (provider: string) => string
  socialAnswerUntrusted: (provider: string) => string
  socialProviderUnavailable: (provider: string) => string
  socialIdentityInUse: (provider: string) => string
}

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

const de: FrameMessages = {
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

const ar: FrameMessages = {
  title: {
    message: 'هل تريد توقيع هذه الرسالة؟',
    typedData: 'هل تريد توقيع هذه البيانات؟',
    transaction: 'هل تريد إرسال هذه المعاملة؟',
    permissions: 'هل تمنح هذه الجلسة؟',
    calls: 'إرسال هذه الاستدعاءات معًا؟',
    revokePermissions: 'هل تريد إلغاء هذه الجلسة؟',
  },
  requestedBy: (origin, network) => `طلبه ${origin} على شبكة ${network}`,
  unknownNetwork: (chainId) => `الشبكة ${chainId}`,
  detailsLabel: 'ما يُطلب منك توقيعه',
  to: 'إلى',
  newContract: 'عقد جديد',
  amount: 'المبلغ',
  data: 'البيانات',
  // Arabic counts: 3–10 take the plural بايتات, 11–99 the accusative singular بايتًا, the rest بايت.
  dataBytes: (bytes) =>
    `${countWith('ar', bytes, { few: 'بايتات', many: 'بايتًا', other: 'بايت' })} من بيانات العقد`,
  fee: 'رسوم الشبكة',
  estimating: 'جارٍ التقدير…',
  unavailable: 'غير متاح',
  sponsored: 'مموَّلة: لا رسوم عليك',
  reject: 'رفض',
  approve: 'موافقة',
  session: {
    periods: { hour: 'في الساعة', day: 'في اليوم', week: 'في الأسبوع', total: 'إجمالًا' },
    spend: (amount, per, contract, until) =>
      `يمكنها إنفاق ما يصل إلى ${amount} ${per} على ${contract} حتى ${until}`,
    call: (fn, contract, until) => `يمكنها استدعاء ${fn} على ${contract} حتى ${until}`,
  },
  call: (index, total) => `الاستدعاء ${index} من ${total}`,
  token: 'الرمز المميز',
  spender: 'المُنفِق',
  atomic: 'تُنفَّذ جميع الاستدعاءات معًا أو لا يُنفَّذ أيٌّ منها.',
  sessionEnds: 'لن يتمكن مفتاحها بعد الآن من التصرف نيابةً عن حسابك.',
  callsStatus: {
    title: 'حالة هذه الاستدعاءات',
    pending: 'قيد الانتظار',
    confirmed: 'مؤكدة',
    failed: 'فشلت',
    transaction: 'المعاملة',
    close: 'إغلاق',
  },
  social: {
    connecting: (provider) => `جارٍ الاتصال بـ ${provider}…`,
    loggingIn: 'جارٍ تسجيل الدخول…',
    done: 'لقد سجّلت الدخول. ستُغلق هذه النافذة الآن.',
    verifyOtp: 'أدخل في التطبيق الرمز الذي أرسلناه إلى بريدك الإلكتروني.',
    failed: (status) => `فشل تسجيل الدخول (${status}).`,
    offline: 'فشل تسجيل الدخول: لم تستجب الشبكة.',
    refused: {
      socialAttemptMissing: 'لا يوجد تسجيل دخول اجتماعي جارٍ في هذا المتصفح',
      socialAttemptUsed: 'تم استخدام تسجيل الدخول الاجتماعي هذا من قبل',
      socialAttemptCanceled: 'تم إلغاء تسجيل الدخول الاجتماعي هذا',
      socialAttemptExpired: 'انتهت صلاحية تسجيل الدخول الاجتماعي هذا',
      socialLoginCancelled: (provider) => `تم إلغاء تسجيل الدخول عبر ${provider}`,
      socialLoginRefused: (provider) => `رفض ${provider} تسجيل الدخول`,
      socialAnswerUntrusted: (provider) => `لا يمكن الوثوق بإجابة ${provider}`,
      socialProviderUnavailable: (provider) => `${provider} لا يستجيب`,
      socialIdentityInUse: (provider) => `حساب ${provider} هذا يخص محفظة أخرى`,
    },
  },
}

const ja: FrameMessages = {
  title: {
    message: 'このメッセージに署名しますか?',
    typedData: 'このデータに署名しますか?',
    transaction: 'このトランザクションを送信しますか?',
    permissions: 'このセッションを許可しますか?',
    calls: 'これらの呼び出しをまとめて送信しますか？',
    revokePermissions: 'このセッションを取り消しますか?',
  },
  requestedBy: (origin, network) => `${origin} が ${network} でリクエスト`,
  unknownNetwork: (chainId) => `チェーン ${chainId}`,
  detailsLabel: '署名を求められている内容',
  to: '送金先',
  newContract: '新しいコントラクト',
  amount: '金額',
  data: 'データ',
  dataBytes: (bytes) => `コントラクトデータ ${new Intl.NumberFormat('ja').format(bytes)} バイト`,
  fee: 'ネットワーク手数料',
  estimating: '見積もり中…',
  unavailable: '取得できません',
  sponsored: 'スポンサー負担：手数料はかかりません',
  reject: '拒否',
  approve: '承認',
  session: {
    periods: { hour: '1時間あたり', day: '1日あたり', week: '1週間あたり', total: '合計で' },
    spend: (amount, per, contract, until) =>
      `${until}まで、${contract} で${per}最大 ${amount} を使用できます`,
    call: (fn, contract, until) => `${until}まで、${contract} の ${fn} を呼び出せます`,
  },
  call: (index, total) => `呼び出し ${index}/${total}`,
  token: 'トークン',
  spender: '使用者',
  atomic: 'すべての呼び出しがまとめて実行されるか、どれも実行されません。',
  sessionEnds: 'このセッションの鍵は、今後あなたのアカウントで操作できなくなります。',
  callsStatus: {
    title: 'これらの呼び出しの状態',
    pending: '保留中',
    confirmed: '確定',
    failed: '失敗',
    transaction: 'トランザクション',
    close: '閉じる',
  },
  social: {
    connecting: (provider) => `${provider} に接続中…`,
    loggingIn: 'ログイン中…',
    done: 'ログインしました。このウィンドウは閉じます。',
    verifyOtp: 'メールで送信したコードをアプリに入力してください。',
    failed: (status) => `ログインに失敗しました (${status})。`,
    offline: 'ログインに失敗しました: ネットワークが応答しませんでした。',
    refused: {
      socialAttemptMissing: 'このブラウザーで進行中のソーシャルログインはありません',
      socialAttemptUsed: 'このソーシャルログインはすでに使用されています',
      socialAttemptCanceled: 'このソーシャルログインはキャンセルされました',
      socialAttemptExpired: 'このソーシャルログインは期限切れです',
      socialLoginCancelled: (provider) => `${provider} でのログインはキャンセルされました`,
      socialLoginRefused: (provider) => `${provider} がログインを拒否しました`,
      socialAnswerUntrusted: (provider) => `${provider} からの応答は信頼できません`,
      socialProviderUnavailable: (provider) => `${provider} が応答しません`,
      socialIdentityInUse: (provider) =>
        `この ${provider} アカウントは別のウォレットに属しています`,
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
    const found = catalogues[lower] ?? catalogues[`${language}-${script}`] ?? catalogues[language]
    if (found) return found
  }
  return en
}
