// The secure frame's texts in Persian. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const fa = {
  title: {
    message: 'این پیام را امضا می‌کنید؟',
    typedData: 'این داده‌ها را امضا می‌کنید؟',
    transaction: 'این تراکنش را ارسال می‌کنید؟',
    permissions: 'این نشست مجاز شود؟',
    calls: 'این فراخوانی‌ها با هم ارسال شوند؟',
  },
  requestedBy: (origin: string, network: string) => `درخواست از ${origin} در شبکهٔ ${network}`,
  unknownNetwork: (chainId: string) => `شبکهٔ ${chainId}`,
  detailsLabel: 'آنچه از شما خواسته شده امضا کنید',
  to: 'به',
  newContract: 'یک قرارداد جدید',
  amount: 'مقدار',
  data: 'داده',
  dataBytes: (bytes: number) => `${new Intl.NumberFormat('fa').format(bytes)} بایت دادهٔ قرارداد`,
  fee: 'کارمزد شبکه',
  estimating: 'در حال برآورد…',
  unavailable: 'در دسترس نیست',
  reject: 'رد',
  approve: 'تأیید',
  session: {
    periods: { hour: 'در ساعت', day: 'در روز', week: 'در هفته', total: 'در مجموع' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `می‌تواند تا ${until} حداکثر ${amount} ${per} در ${contract} خرج کند`,
    call: (fn: string, contract: string, until: string) =>
      `می‌تواند تا ${until} تابع ${fn} را در ${contract} فراخوانی کند`,
  },
  call: (index: number, total: number) => `فراخوانی ${index} از ${total}`,
  token: 'توکن',
  spender: 'مجاز به خرج',
  atomic: 'همهٔ فراخوانی‌ها با هم انجام می‌شوند، یا هیچ‌کدام.',
  social: {
    connecting: (provider: string) => `در حال اتصال به ${provider}…`,
    loggingIn: 'در حال ورود…',
    done: 'وارد شدید. این پنجره اکنون بسته می‌شود.',
    verifyOtp: 'کدی را که به ایمیل شما فرستادیم در برنامه وارد کنید.',
    failed: (status: number) => `ورود ناموفق بود (${status}).`,
    offline: 'ورود ناموفق بود: شبکه پاسخ نداد.',
    refused: {
      socialAttemptMissing: 'هیچ ورود اجتماعی‌ای در این مرورگر در جریان نیست',
      socialAttemptUsed: 'این ورود اجتماعی قبلاً استفاده شده است',
      socialAttemptCanceled: 'این ورود اجتماعی لغو شد',
      socialAttemptExpired: 'مهلت این ورود اجتماعی تمام شده است',
      socialLoginCancelled: (provider: string) => `ورود با ${provider} لغو شد`,
      socialLoginRefused: (provider: string) => `${provider} ورود را رد کرد`,
      socialAnswerUntrusted: (provider: string) => `به پاسخ ${provider} نمی‌توان اعتماد کرد`,
      socialProviderUnavailable: (provider: string) => `${provider} پاسخ نمی‌دهد`,
      socialIdentityInUse: (provider: string) => `این حساب ${provider} متعلق به کیف پول دیگری است`,
    },
  },
}
