// The secure frame's texts in Persian. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const fa = {
  title: {
    message: 'این پیام را امضا می‌کنید؟',
    typedData: 'این داده‌ها را امضا می‌کنید؟',
    transaction: 'این تراکنش را ارسال می‌کنید؟',
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
  social: {
    connecting: (provider: string) => `در حال اتصال به ${provider}…`,
    loggingIn: 'در حال ورود…',
    done: 'وارد شدید. این پنجره اکنون بسته می‌شود.',
    verifyOtp: 'کدی را که به ایمیل شما فرستادیم در برنامه وارد کنید.',
    failed: (status: number) => `ورود ناموفق بود (${status}).`,
    offline: 'ورود ناموفق بود: شبکه پاسخ نداد.',
  },
}
