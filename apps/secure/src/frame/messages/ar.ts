// The secure frame's texts in Arabic.

import { countWith } from './countWith.js'
import type { FrameMessages } from './frameMessagesType.js'

export const ar: FrameMessages = {
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
