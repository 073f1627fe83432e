import type { SupportedLocale } from '@airlock/protocol'
import { frameCatalogues, frameMessages } from './frameMessages.js'

/** The Solana approval screen's own texts (the rest it shares with the EVM screen's catalogue). */
export type SolanaFrameMessages = {
  /** The title of a transaction the frame signs and the app sends. */
  signTransaction: string
  /** Under such a transaction: the frame does not send it itself. */
  signOnly: string
  /** The cluster, by its CAIP-2 reference (shortened). */
  network: (reference: string) => string
  /** Label of an SPL transfer's mint. */
  token: string
  /** An SPL `transfer` names no mint. */
  unknownToken: string
  /** An SPL amount whose decimals the transaction does not say. */
  baseUnits: (amount: string) => string
  /** Label of the count of instructions that are not transfers. */
  otherInstructions: string
  /** The title of several transactions signed at once (`solana_signAllTransactions`). */
  signTransactions: (count: number) => string
  /** The heading of one of them. */
  transactionOf: (index: number, total: number) => string
}

const solanaCatalogues: Record<SupportedLocale, SolanaFrameMessages> = {
  en: {
    signTransaction: 'Sign this transaction?',
    signOnly: 'The app sends it once you have signed it.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'Not named in the transaction',
    baseUnits: (amount) => `${amount} base units`,
    otherInstructions: 'Other instructions',
    signTransactions: (count) => `Sign these ${count} transactions?`,
    transactionOf: (index, total) => `Transaction ${index} of ${total}`,
  },
  de: {
    signTransaction: 'Diese Transaktion signieren?',
    signOnly: 'Die App sendet sie, sobald Sie sie signiert haben.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'In der Transaktion nicht genannt',
    baseUnits: (amount) => `${amount} Basiseinheiten`,
    otherInstructions: 'Weitere Anweisungen',
    signTransactions: (count) => `Diese ${count} Transaktionen signieren?`,
    transactionOf: (index, total) => `Transaktion ${index} von ${total}`,
  },
  ar: {
    signTransaction: 'هل تريد توقيع هذه المعاملة؟',
    signOnly: 'سيرسلها التطبيق بعد أن توقّعها.',
    network: (reference) => `سولانا (${reference})`,
    token: 'الرمز المميز',
    unknownToken: 'غير مذكور في المعاملة',
    baseUnits: (amount) => `${amount} وحدة أساسية`,
    otherInstructions: 'تعليمات أخرى',
    signTransactions: (count) => `هل تريد توقيع هذه المعاملات (${count})؟`,
    transactionOf: (index, total) => `المعاملة ${index} من ${total}`,
  },
  ja: {
    signTransaction: 'このトランザクションに署名しますか?',
    signOnly: '署名すると、アプリがこのトランザクションを送信します。',
    network: (reference) => `Solana (${reference})`,
    token: 'トークン',
    unknownToken: 'トランザクションに記載されていません',
    baseUnits: (amount) => `${amount} 基本単位`,
    otherInstructions: 'その他の命令',
    signTransactions: (count) => `これら ${count} 件のトランザクションに署名しますか?`,
    transactionOf: (index, total) => `トランザクション ${index} / ${total}`,
  },
  fr: {
    signTransaction: 'Signer cette transaction ?',
    signOnly: 'L’application l’envoie une fois que vous l’avez signée.',
    network: (reference) => `Solana (${reference})`,
    token: 'Jeton',
    unknownToken: 'Non précisé dans la transaction',
    baseUnits: (amount) => `${amount} unités de base`,
    otherInstructions: 'Autres instructions',
    signTransactions: (count) => `Signer ces ${count} transactions ?`,
    transactionOf: (index, total) => `Transaction ${index} sur ${total}`,
  },
  es: {
    signTransaction: '¿Firmar esta transacción?',
    signOnly: 'La aplicación la envía cuando la hayas firmado.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'No indicado en la transacción',
    baseUnits: (amount) => `${amount} unidades base`,
    otherInstructions: 'Otras instrucciones',
    signTransactions: (count) => `¿Firmar estas ${count} transacciones?`,
    transactionOf: (index, total) => `Transacción ${index} de ${total}`,
  },
  'pt-BR': {
    signTransaction: 'Assinar esta transação?',
    signOnly: 'O app a envia depois que você assinar.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'Não informado na transação',
    baseUnits: (amount) => `${amount} unidades base`,
    otherInstructions: 'Outras instruções',
    signTransactions: (count) => `Assinar estas ${count} transações?`,
    transactionOf: (index, total) => `Transação ${index} de ${total}`,
  },
  it: {
    signTransaction: 'Firmare questa transazione?',
    signOnly: 'L’app la invia dopo che l’hai firmata.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'Non indicato nella transazione',
    baseUnits: (amount) => `${amount} unità di base`,
    otherInstructions: 'Altre istruzioni',
    signTransactions: (count) => `Firmare queste ${count} transazioni?`,
    transactionOf: (index, total) => `Transazione ${index} di ${total}`,
  },
  nl: {
    signTransaction: 'Deze transactie ondertekenen?',
    signOnly: 'De app verstuurt hem zodra u hem hebt ondertekend.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'Niet genoemd in de transactie',
    baseUnits: (amount) => `${amount} basiseenheden`,
    otherInstructions: 'Andere instructies',
    signTransactions: (count) => `Deze ${count} transacties ondertekenen?`,
    transactionOf: (index, total) => `Transactie ${index} van ${total}`,
  },
  pl: {
    signTransaction: 'Podpisać tę transakcję?',
    signOnly: 'Aplikacja wyśle ją, gdy ją podpiszesz.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'Nie podano w transakcji',
    baseUnits: (amount) => `${amount} jedn. podstawowych`,
    otherInstructions: 'Inne instrukcje',
    signTransactions: (count) => `Podpisać te transakcje (${count})?`,
    transactionOf: (index, total) => `Transakcja ${index} z ${total}`,
  },
  tr: {
    signTransaction: 'Bu işlem imzalansın mı?',
    signOnly: 'Siz imzaladıktan sonra uygulama işlemi gönderir.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'İşlemde belirtilmemiş',
    baseUnits: (amount) => `${amount} temel birim`,
    otherInstructions: 'Diğer talimatlar',
    signTransactions: (count) => `Bu ${count} işlem imzalansın mı?`,
    transactionOf: (index, total) => `İşlem ${index} / ${total}`,
  },
  ru: {
    signTransaction: 'Подписать эту транзакцию?',
    signOnly: 'Приложение отправит её, когда вы её подпишете.',
    network: (reference) => `Solana (${reference})`,
    token: 'Токен',
    unknownToken: 'Не указан в транзакции',
    baseUnits: (amount) => `${amount} баз. ед.`,
    otherInstructions: 'Другие инструкции',
    signTransactions: (count) => `Подписать эти транзакции (${count})?`,
    transactionOf: (index, total) => `Транзакция ${index} из ${total}`,
  },
  uk: {
    signTransaction: 'Підписати цю транзакцію?',
    signOnly: 'Застосунок надішле її, щойно ви її підпишете.',
    network: (reference) => `Solana (${reference})`,
    token: 'Токен',
    unknownToken: 'Не вказано в транзакції',
    baseUnits: (amount) => `${amount} баз. од.`,
    otherInstructions: 'Інші інструкції',
    signTransactions: (count) => `Підписати ці транзакції (${count})?`,
    transactionOf: (index, total) => `Транзакція ${index} з ${total}`,
  },
  sv: {
    signTransaction: 'Signera den här transaktionen?',
    signOnly: 'Appen skickar den när du har signerat den.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'Anges inte i transaktionen',
    baseUnits: (amount) => `${amount} basenheter`,
    otherInstructions: 'Andra instruktioner',
    signTransactions: (count) => `Signera dessa ${count} transaktioner?`,
    transactionOf: (index, total) => `Transaktion ${index} av ${total}`,
  },
  he: {
    signTransaction: 'לחתום על העסקה הזו?',
    signOnly: 'האפליקציה תשלח אותה אחרי שתחתמו עליה.',
    network: (reference) => `סולאנה (${reference})`,
    token: 'אסימון',
    unknownToken: 'לא מצוין בעסקה',
    baseUnits: (amount) => `${amount} יחידות בסיס`,
    otherInstructions: 'הוראות אחרות',
    signTransactions: (count) => `לחתום על ${count} העסקאות האלה?`,
    transactionOf: (index, total) => `עסקה ${index} מתוך ${total}`,
  },
  fa: {
    signTransaction: 'این تراکنش امضا شود؟',
    signOnly: 'برنامه پس از امضای شما آن را ارسال می‌کند.',
    network: (reference) => `سولانا (${reference})`,
    token: 'توکن',
    unknownToken: 'در تراکنش مشخص نشده است',
    baseUnits: (amount) => `${amount} واحد پایه`,
    otherInstructions: 'دستورهای دیگر',
    signTransactions: (count) => `این ${count} تراکنش امضا شوند؟`,
    transactionOf: (index, total) => `تراکنش ${index} از ${total}`,
  },
  hi: {
    signTransaction: 'क्या इस लेन-देन पर हस्ताक्षर करें?',
    signOnly: 'आपके हस्ताक्षर करने के बाद ऐप इसे भेजता है।',
    network: (reference) => `सोलाना (${reference})`,
    token: 'टोकन',
    unknownToken: 'लेन-देन में नहीं बताया गया',
    baseUnits: (amount) => `${amount} मूल इकाइयाँ`,
    otherInstructions: 'अन्य निर्देश',
    signTransactions: (count) => `क्या इन ${count} लेन-देन पर हस्ताक्षर करें?`,
    transactionOf: (index, total) => `लेन-देन ${index} / ${total}`,
  },
  id: {
    signTransaction: 'Tanda tangani transaksi ini?',
    signOnly: 'Aplikasi mengirimkannya setelah Anda menandatanganinya.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'Tidak disebutkan dalam transaksi',
    baseUnits: (amount) => `${amount} unit dasar`,
    otherInstructions: 'Instruksi lain',
    signTransactions: (count) => `Tandatangani ${count} transaksi ini?`,
    transactionOf: (index, total) => `Transaksi ${index} dari ${total}`,
  },
  vi: {
    signTransaction: 'Ký giao dịch này?',
    signOnly: 'Ứng dụng sẽ gửi giao dịch sau khi bạn ký.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'Không được nêu trong giao dịch',
    baseUnits: (amount) => `${amount} đơn vị cơ sở`,
    otherInstructions: 'Các lệnh khác',
    signTransactions: (count) => `Ký ${count} giao dịch này?`,
    transactionOf: (index, total) => `Giao dịch ${index}/${total}`,
  },
  th: {
    signTransaction: 'ลงนามธุรกรรมนี้หรือไม่',
    signOnly: 'แอปจะส่งธุรกรรมนี้หลังจากคุณลงนามแล้ว',
    network: (reference) => `Solana (${reference})`,
    token: 'โทเค็น',
    unknownToken: 'ไม่ได้ระบุไว้ในธุรกรรม',
    baseUnits: (amount) => `${amount} หน่วยฐาน`,
    otherInstructions: 'คำสั่งอื่น ๆ',
    signTransactions: (count) => `ลงนามธุรกรรมทั้ง ${count} รายการนี้หรือไม่`,
    transactionOf: (index, total) => `ธุรกรรม ${index} จาก ${total}`,
  },
  ko: {
    signTransaction: '이 트랜잭션에 서명하시겠습니까?',
    signOnly: '서명하면 앱이 이 트랜잭션을 전송합니다.',
    network: (reference) => `Solana (${reference})`,
    token: '토큰',
    unknownToken: '트랜잭션에 명시되지 않음',
    baseUnits: (amount) => `${amount} 기본 단위`,
    otherInstructions: '기타 명령',
    signTransactions: (count) => `이 거래 ${count}건에 서명하시겠습니까?`,
    transactionOf: (index, total) => `거래 ${index}/${total}`,
  },
  cs: {
    signTransaction: 'Podepsat tuto transakci?',
    signOnly: 'Aplikace ji odešle, jakmile ji podepíšete.',
    network: (reference) => `Solana (${reference})`,
    token: 'Token',
    unknownToken: 'V transakci neuvedeno',
    baseUnits: (amount) => `${amount} základních jednotek`,
    otherInstructions: 'Další instrukce',
    signTransactions: (count) => `Podepsat tyto transakce (${count})?`,
    transactionOf: (index, total) => `Transakce ${index} z ${total}`,
  },
  'zh-CN': {
    signTransaction: '要签署此交易吗?',
    signOnly: '你签名后,应用会发送此交易。',
    network: (reference) => `Solana(${reference})`,
    token: '代币',
    unknownToken: '交易中未注明',
    baseUnits: (amount) => `${amount} 个基本单位`,
    otherInstructions: '其他指令',
    signTransactions: (count) => `要签署这 ${count} 笔交易吗?`,
    transactionOf: (index, total) => `第 ${index} 笔,共 ${total} 笔`,
  },
  'zh-TW': {
    signTransaction: '要簽署這筆交易嗎?',
    signOnly: '你簽署後,應用程式會送出這筆交易。',
    network: (reference) => `Solana(${reference})`,
    token: '代幣',
    unknownToken: '交易中未註明',
    baseUnits: (amount) => `${amount} 個基本單位`,
    otherInstructions: '其他指令',
    signTransactions: (count) => `要簽署這 ${count} 筆交易嗎?`,
    transactionOf: (index, total) => `第 ${index} 筆,共 ${total} 筆`,
  },
}

/**
 * The Solana approval screen's texts in the language `frameMessages` picks for `locale` (English
 * when the frame has no catalogue for it).
 *
 * @param locale - A language tag such as `de` or `en-GB`.
 * @returns The texts.
 *
 * @example
 * import { solanaMessages } from './frame/solanaMessages.js'
 * solanaMessages('de').signTransaction // 'Diese Transaktion signieren?'
 */
export function solanaMessages(locale: string | undefined): SolanaFrameMessages {
  const chosen = frameMessages(locale)
  const tag = (Object.keys(frameCatalogues) as SupportedLocale[]).find(
    (key) => frameCatalogues[key] === chosen,
  )
  return solanaCatalogues[tag ?? 'en']
}

/** Every language's Solana texts, for the catalogue's completeness test. */
export const solanaFrameCatalogues: Readonly<Record<SupportedLocale, SolanaFrameMessages>> =
  solanaCatalogues
