// The secure frame's texts in Traditional Chinese (Taiwan). A plain object: frameMessages.ts
// types it as FrameMessages in its map (importing the type here would be a circle of imports).
export const zhTW = {
  title: {
    message: '要簽署這則訊息嗎？',
    typedData: '要簽署這些資料嗎？',
    transaction: '要送出這筆交易嗎？',
    permissions: '授予此工作階段?',
    calls: '一起傳送這些呼叫？',
  },
  requestedBy: (origin: string, network: string) => `由 ${origin} 在 ${network} 上要求`,
  unknownNetwork: (chainId: string) => `鏈 ${chainId}`,
  detailsLabel: '要求你簽署的內容',
  to: '傳送至',
  newContract: '新合約',
  amount: '數量',
  data: '資料',
  dataBytes: (bytes: number) => `${new Intl.NumberFormat('zh-TW').format(bytes)} 位元組合約資料`,
  fee: '網路費用',
  estimating: '正在估算…',
  unavailable: '無法使用',
  reject: '拒絕',
  approve: '核准',
  session: {
    periods: { hour: '每小時', day: '每天', week: '每週', total: '總計' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `在 ${until} 之前，可在 ${contract} 上${per}最多花費 ${amount}`,
    call: (fn: string, contract: string, until: string) =>
      `在 ${until} 之前，可呼叫 ${contract} 上的 ${fn}`,
  },
  call: (index: number, total: number) => `呼叫 ${index}/${total}`,
  token: '代幣',
  spender: '授權花費方',
  atomic: '所有呼叫一起執行，或全部不執行。',
  social: {
    connecting: (provider: string) => `正在連線至 ${provider}…`,
    loggingIn: '正在登入…',
    done: '你已登入。此視窗即將關閉。',
    verifyOtp: '請在 App 中輸入我們寄到你電子郵件的驗證碼。',
    failed: (status: number) => `登入失敗（${status}）。`,
    offline: '登入失敗：網路沒有回應。',
    refused: {
      socialAttemptMissing: '此瀏覽器中沒有進行中的社群登入',
      socialAttemptUsed: '此社群登入已被使用',
      socialAttemptCanceled: '此社群登入已取消',
      socialAttemptExpired: '此社群登入已過期',
      socialLoginCancelled: (provider: string) => `使用 ${provider} 登入已取消`,
      socialLoginRefused: (provider: string) => `${provider} 拒絕了登入`,
      socialAnswerUntrusted: (provider: string) => `${provider} 的回應不可信`,
      socialProviderUnavailable: (provider: string) => `${provider} 沒有回應`,
      socialIdentityInUse: (provider: string) => `此 ${provider} 帳戶屬於另一個錢包`,
    },
  },
}
