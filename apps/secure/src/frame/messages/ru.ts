// The secure frame's texts in Russian: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'байт', few: 'байта', many: 'байт', other: 'байта' }

export const ru = {
  title: {
    message: 'Подписать это сообщение?',
    typedData: 'Подписать эти данные?',
    transaction: 'Отправить эту транзакцию?',
    permissions: 'Разрешить этот сеанс?',
    calls: 'Отправить эти вызовы вместе?',
    revokePermissions: 'Отозвать этот сеанс?',
  },
  requestedBy: (origin: string, network: string) => `Запрос от ${origin} в сети ${network}`,
  unknownNetwork: (chainId: string) => `Сеть ${chainId}`,
  detailsLabel: 'Что вас просят подписать',
  to: 'Кому',
  newContract: 'Новый контракт',
  amount: 'Сумма',
  data: 'Данные',
  dataBytes: (count: number) => `${countWith('ru', count, bytes)} данных контракта`,
  fee: 'Комиссия сети',
  estimating: 'Оценка…',
  unavailable: 'Недоступно',
  sponsored: 'Спонсируется: вы не платите комиссию',
  reject: 'Отклонить',
  approve: 'Одобрить',
  session: {
    periods: { hour: 'в час', day: 'в день', week: 'в неделю', total: 'всего' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Может тратить до ${amount} ${per} в ${contract} до ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Может вызывать ${fn} в ${contract} до ${until}`,
  },
  call: (index: number, total: number) => `Вызов ${index} из ${total}`,
  token: 'Токен',
  spender: 'Кому разрешено тратить',
  atomic: 'Все вызовы выполняются вместе — или ни один.',
  sessionEnds: 'Его ключ больше не сможет действовать от имени вашего аккаунта.',
  callsStatus: {
    title: 'Статус этих вызовов',
    pending: 'В ожидании',
    confirmed: 'Подтверждено',
    failed: 'Не выполнено',
    transaction: 'Транзакция',
    close: 'Закрыть',
  },
  social: {
    connecting: (provider: string) => `Подключение к ${provider}…`,
    loggingIn: 'Выполняется вход…',
    done: 'Вы вошли. Это окно сейчас закроется.',
    verifyOtp: 'Введите в приложении код, который мы отправили вам на почту.',
    failed: (status: number) => `Не удалось войти (${status}).`,
    offline: 'Не удалось войти: сеть не ответила.',
    refused: {
      socialAttemptMissing: 'В этом браузере нет активного входа через соцсеть',
      socialAttemptUsed: 'Этот вход через соцсеть уже использован',
      socialAttemptCanceled: 'Этот вход через соцсеть отменён',
      socialAttemptExpired: 'Срок этого входа через соцсеть истёк',
      socialLoginCancelled: (provider: string) => `Вход через ${provider} отменён`,
      socialLoginRefused: (provider: string) => `${provider} отклонил вход`,
      socialAnswerUntrusted: (provider: string) => `Ответу ${provider} нельзя доверять`,
      socialProviderUnavailable: (provider: string) => `${provider} не отвечает`,
      socialIdentityInUse: (provider: string) =>
        `Этот аккаунт ${provider} принадлежит другому кошельку`,
    },
  },
}
