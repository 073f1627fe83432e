// The secure frame's texts in Turkish: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'bayt', other: 'bayt' }

export const tr = {
  title: {
    message: 'Bu mesaj imzalansın mı?',
    typedData: 'Bu veriler imzalansın mı?',
    transaction: 'Bu işlem gönderilsin mi?',
    permissions: 'Bu oturuma izin verilsin mi?',
    calls: 'Bu çağrılar birlikte gönderilsin mi?',
    revokePermissions: 'Bu oturum iptal edilsin mi?',
  },
  requestedBy: (origin: string, network: string) =>
    `${origin} tarafından ${network} üzerinde istendi`,
  unknownNetwork: (chainId: string) => `Zincir ${chainId}`,
  detailsLabel: 'İmzalamanız istenen içerik',
  to: 'Alıcı',
  newContract: 'Yeni bir sözleşme',
  amount: 'Tutar',
  data: 'Veri',
  dataBytes: (count: number) => `${countWith('tr', count, bytes)} sözleşme verisi`,
  fee: 'Ağ ücreti',
  estimating: 'Tahmin ediliyor…',
  unavailable: 'Kullanılamıyor',
  sponsored: 'Sponsorlu: ücret ödemezsiniz',
  reject: 'Reddet',
  approve: 'Onayla',
  session: {
    periods: { hour: 'saatte', day: 'günde', week: 'haftada', total: 'toplamda' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `${until} tarihine kadar ${contract} üzerinde ${per} en fazla ${amount} harcayabilir`,
    call: (fn: string, contract: string, until: string) =>
      `${until} tarihine kadar ${contract} üzerinde ${fn} çağırabilir`,
  },
  call: (index: number, total: number) => `Çağrı ${index}/${total}`,
  token: 'Token',
  spender: 'Harcama yetkilisi',
  atomic: 'Tüm çağrılar birlikte gerçekleşir ya da hiçbiri gerçekleşmez.',
  sessionEnds: 'Anahtarı artık hesabınız adına işlem yapamayacak.',
  callsStatus: {
    title: 'Bu çağrıların durumu',
    pending: 'Beklemede',
    confirmed: 'Onaylandı',
    failed: 'Başarısız',
    transaction: 'İşlem',
    close: 'Kapat',
  },
  social: {
    connecting: (provider: string) => `${provider} ile bağlanılıyor…`,
    loggingIn: 'Giriş yapılıyor…',
    done: 'Giriş yaptınız. Bu pencere şimdi kapanacak.',
    verifyOtp: 'E-postanıza gönderdiğimiz kodu uygulamaya girin.',
    failed: (status: number) => `Giriş başarısız oldu (${status}).`,
    offline: 'Giriş başarısız oldu: ağ yanıt vermedi.',
    refused: {
      socialAttemptMissing: 'Bu tarayıcıda devam eden bir sosyal giriş yok',
      socialAttemptUsed: 'Bu sosyal giriş zaten kullanıldı',
      socialAttemptCanceled: 'Bu sosyal giriş iptal edildi',
      socialAttemptExpired: 'Bu sosyal girişin süresi doldu',
      socialLoginCancelled: (provider: string) => `${provider} ile giriş iptal edildi`,
      socialLoginRefused: (provider: string) => `${provider} girişi reddetti`,
      socialAnswerUntrusted: (provider: string) => `${provider} yanıtına güvenilemedi`,
      socialProviderUnavailable: (provider: string) => `${provider} yanıt vermiyor`,
      socialIdentityInUse: (provider: string) => `Bu ${provider} hesabı başka bir cüzdana ait`,
    },
  },
}
