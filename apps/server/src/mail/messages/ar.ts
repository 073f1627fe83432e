import { type MailTexts, pluralForm } from './mailTexts.js'

// `10 دقائق`, `دقيقة واحدة`, `دقيقتان`, `15 دقيقة`: the counted noun follows Arabic plural rules.
const minutesText = (minutes: number) => {
  const count = new Intl.NumberFormat('ar').format(minutes)
  return pluralForm('ar', minutes, {
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: `${count} دقائق`,
    other: `${count} دقيقة`,
  })
}

/** The e-mails in Arabic. */
export const ar: MailTexts = {
  code: {
    subject: (code) => `رمز Airlock الخاص بك هو ${code}`,
    recoverySubject: (code) => `رمز استعادة محفظة Airlock الخاصة بك هو ${code}`,
    heading: 'رمز Airlock الخاص بك هو',
    ownWallet: 'محفظة Airlock الخاصة بك',
    task: {
      login: (dapp) => `أدخله في ${dapp} لتسجيل الدخول إلى محفظتك.`,
      recovery: (dapp) => `أدخله في ${dapp} لاستعادة محفظتك على جهاز جديد. لا يسجّل دخولك.`,
      linkSocial: (dapp, provider) =>
        `أدخله في ${dapp} لربط حسابك على ${provider ?? 'الشبكة الاجتماعية'} بمحفظة عنوان البريد الإلكتروني هذا.`,
      confirmCurrent: (dapp, newEmail) =>
        `أدخله في ${dapp} لتأكيد رغبتك في تغيير عنوان البريد الإلكتروني لمحفظتك${newEmail ? ` إلى ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `أدخله في ${dapp} لتأكيد أن هذا هو عنوان البريد الإلكتروني الجديد لمحفظتك.`,
    },
    validity: (minutes) => `يعمل مرة واحدة، لمدة ${minutesText(minutes)}.`,
    notYou: {
      login:
        'إذا لم تحاول تسجيل الدخول، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول دون هذا الرمز.',
      recovery:
        'إذا لم تحاول استعادة محفظتك، فهناك من يستطيع قراءة بريدك أو سجّل الدخول إلى محفظتك: لا تشارك هذا الرمز، وأمّن حساب بريدك الإلكتروني.',
      linkSocial: 'إذا لم تحاول تسجيل الدخول، فتجاهل هذه الرسالة: لا يُربط شيء دون هذا الرمز.',
      change: 'إذا لم تطلب هذا التغيير، فتجاهل هذه الرسالة: لا يتغيّر شيء دون هذا الرمز.',
    },
  },
  deviceApproval: {
    subject: 'وافق على جهاز جديد لمحفظة Airlock الخاصة بك',
    why: (dapp) => `يسجّل أحدهم الدخول إلى محفظتك في ${dapp} على جهاز لم تستخدمه من قبل.`,
    how: (minutes) =>
      `إذا كنت أنت، فافتح هذا الرابط للموافقة على الجهاز؛ ثم يكتمل تسجيل الدخول على ذلك الجهاز. يعمل مرة واحدة، لمدة ${minutesText(minutes)}.`,
    link: 'الموافقة على هذا الجهاز',
    notYou: 'إذا لم تكن أنت، فتجاهل هذه الرسالة: لا يستطيع الجهاز تسجيل الدخول من دونها.',
  },
  recoveryNotice: {
    subject: 'استعاد جهاز جديد محفظة Airlock الخاصة بك',
    what: 'سجّل جهاز لم يستخدم محفظتك من قبل الدخول برمز أُرسل إلى هذا العنوان، ثم أدخل رمز استعادة أُرسل إلى هذا العنوان، واستعاد المحفظة عليه.',
    notYou:
      'إذا لم تكن أنت، فهناك من يستطيع قراءة بريدك: اقفل استعادة محفظتك بالرابط أدناه، وأمّن حساب بريدك الإلكتروني، وأبلغ مشغّل هذه المحفظة فورًا.',
    lock: 'قفل استعادة محفظتي',
  },
}
