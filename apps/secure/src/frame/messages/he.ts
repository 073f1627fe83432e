// The secure frame's texts in Hebrew. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
import { countWith } from './countWith.js'
export const he = {
  title: {
    message: 'לחתום על ההודעה הזו?',
    typedData: 'לחתום על הנתונים האלה?',
    transaction: 'לשלוח את העסקה הזו?',
    permissions: 'להעניק את ההפעלה הזו?',
    calls: 'לשלוח את הקריאות האלה יחד?',
    revokePermissions: 'לבטל את ההרשאה של הסשן הזה?',
  },
  requestedBy: (origin: string, network: string) => `התבקש על ידי ${origin} ברשת ${network}`,
  unknownNetwork: (chainId: string) => `רשת ${chainId}`,
  detailsLabel: 'על מה מבקשים ממך לחתום',
  to: 'אל',
  newContract: 'חוזה חדש',
  amount: 'סכום',
  data: 'נתונים',
  dataBytes: (bytes: number) =>
    `${countWith('he', bytes, { one: 'בייט', other: 'בייטים' })} של נתוני חוזה`,
  fee: 'עמלת רשת',
  estimating: 'מתבצעת הערכה…',
  unavailable: 'לא זמין',
  sponsored: 'בחסות: אין עמלה עבורך',
  reject: 'דחייה',
  approve: 'אישור',
  session: {
    periods: { hour: 'לשעה', day: 'ליום', week: 'לשבוע', total: 'בסך הכול' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `רשאית להוציא עד ${amount} ${per} ב־${contract} עד ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `רשאית לקרוא ל־${fn} ב־${contract} עד ${until}`,
  },
  call: (index: number, total: number) => `קריאה ${index} מתוך ${total}`,
  token: 'אסימון',
  spender: 'מורשה להוציא',
  atomic: 'כל הקריאות מתבצעות יחד, או אף אחת.',
  sessionEnds: 'המפתח שלו לא יוכל עוד לפעול בשם החשבון שלך.',
  callsStatus: {
    title: 'מצב הקריאות האלה',
    pending: 'ממתין',
    confirmed: 'אושר',
    failed: 'נכשל',
    transaction: 'עסקה',
    close: 'סגירה',
  },
  social: {
    connecting: (provider: string) => `מתחבר אל ${provider}…`,
    loggingIn: 'נכנס לחשבון…',
    done: 'נכנסת לחשבון. החלון הזה נסגר עכשיו.',
    verifyOtp: 'יש להזין באפליקציה את הקוד ששלחנו לדוא״ל שלך.',
    failed: (status: number) => `הכניסה נכשלה (${status}).`,
    offline: 'הכניסה נכשלה: הרשת לא הגיבה.',
    refused: {
      socialAttemptMissing: 'אין כניסה עם רשת חברתית שמתבצעת בדפדפן הזה',
      socialAttemptUsed: 'הכניסה הזו עם רשת חברתית כבר נוצלה',
      socialAttemptCanceled: 'הכניסה הזו עם רשת חברתית בוטלה',
      socialAttemptExpired: 'תוקף הכניסה הזו עם רשת חברתית פג',
      socialLoginCancelled: (provider: string) => `הכניסה עם ${provider} בוטלה`,
      socialLoginRefused: (provider: string) => `${provider} דחה את הכניסה`,
      socialAnswerUntrusted: (provider: string) => `אי אפשר לסמוך על התשובה של ${provider}`,
      socialProviderUnavailable: (provider: string) => `${provider} לא עונה`,
      socialIdentityInUse: (provider: string) => `חשבון ${provider} הזה שייך לארנק אחר`,
    },
  },
}
