// The secure frame's texts in Ukrainian: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'байт', few: 'байти', many: 'байтів', other: 'байта' }

export const uk = {
  title: {
    message: 'Підписати це повідомлення?',
    typedData: 'Підписати ці дані?',
    transaction: 'Надіслати цю транзакцію?',
    permissions: 'Дозволити цей сеанс?',
    calls: 'Надіслати ці виклики разом?',
    revokePermissions: 'Відкликати цей сеанс?',
  },
  requestedBy: (origin: string, network: string) => `Запит від ${origin} у мережі ${network}`,
  unknownNetwork: (chainId: string) => `Мережа ${chainId}`,
  detailsLabel: 'Що вас просять підписати',
  to: 'Кому',
  newContract: 'Новий контракт',
  amount: 'Сума',
  data: 'Дані',
  dataBytes: (count: number) => `${countWith('uk', count, bytes)} даних контракту`,
  fee: 'Комісія мережі',
  estimating: 'Оцінювання…',
  unavailable: 'Недоступно',
  sponsored: 'Спонсорується: ви не сплачуєте комісію',
  reject: 'Відхилити',
  approve: 'Схвалити',
  session: {
    periods: { hour: 'на годину', day: 'на день', week: 'на тиждень', total: 'загалом' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Може витрачати до ${amount} ${per} у ${contract} до ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Може викликати ${fn} у ${contract} до ${until}`,
  },
  call: (index: number, total: number) => `Виклик ${index} з ${total}`,
  token: 'Токен',
  spender: 'Кому дозволено витрачати',
  atomic: 'Усі виклики виконуються разом — або жоден.',
  sessionEnds: 'Його ключ більше не зможе діяти від імені вашого облікового запису.',
  callsStatus: {
    title: 'Стан цих викликів',
    pending: 'Очікує',
    confirmed: 'Підтверджено',
    failed: 'Не вдалося',
    transaction: 'Транзакція',
    close: 'Закрити',
  },
  social: {
    connecting: (provider: string) => `Підключення до ${provider}…`,
    loggingIn: 'Виконується вхід…',
    done: 'Ви ввійшли. Це вікно зараз закриється.',
    verifyOtp: 'Введіть у застосунку код, який ми надіслали вам на пошту.',
    failed: (status: number) => `Не вдалося ввійти (${status}).`,
    offline: 'Не вдалося ввійти: мережа не відповіла.',
    refused: {
      socialAttemptMissing: 'У цьому браузері немає активного входу через соцмережу',
      socialAttemptUsed: 'Цей вхід через соцмережу вже використано',
      socialAttemptCanceled: 'Цей вхід через соцмережу скасовано',
      socialAttemptExpired: 'Термін цього входу через соцмережу минув',
      socialLoginCancelled: (provider: string) => `Вхід через ${provider} скасовано`,
      socialLoginRefused: (provider: string) => `${provider} відхилив вхід`,
      socialAnswerUntrusted: (provider: string) => `Відповіді ${provider} не можна довіряти`,
      socialProviderUnavailable: (provider: string) => `${provider} не відповідає`,
      socialIdentityInUse: (provider: string) =>
        `Цей обліковий запис ${provider} належить іншому гаманцю`,
    },
  },
}
