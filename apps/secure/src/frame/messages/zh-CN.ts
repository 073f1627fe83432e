// The secure frame's texts in Simplified Chinese. A plain object: frameMessages.ts types it as
// FrameMessages in its map (importing the type here would be a circle of imports).
export const zhCN = {
  title: {
    message: '要签名这条消息吗？',
    typedData: '要签名这些数据吗？',
    transaction: '要发送这笔交易吗？',
    permissions: '授予此会话?',
    calls: '一起发送这些调用？',
  },
  requestedBy: (origin: string, network: string) => `由 ${origin} 在 ${network} 上请求`,
  unknownNetwork: (chainId: string) => `链 ${chainId}`,
  detailsLabel: '请求你签名的内容',
  to: '发送至',
  newContract: '新合约',
  amount: '数量',
  data: '数据',
  dataBytes: (bytes: number) => `${new Intl.NumberFormat('zh-CN').format(bytes)} 字节合约数据`,
  fee: '网络费用',
  estimating: '正在估算…',
  unavailable: '不可用',
  reject: '拒绝',
  approve: '批准',
  session: {
    periods: { hour: '每小时', day: '每天', week: '每周', total: '总计' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `在 ${until} 之前，可在 ${contract} 上${per}最多花费 ${amount}`,
    call: (fn: string, contract: string, until: string) =>
      `在 ${until} 之前，可调用 ${contract} 上的 ${fn}`,
  },
  call: (index: number, total: number) => `调用 ${index}/${total}`,
  token: '代币',
  spender: '授权花费方',
  atomic: '所有调用一起执行，或全部不执行。',
  social: {
    connecting: (provider: string) => `正在连接 ${provider}…`,
    loggingIn: '正在登录…',
    done: '你已登录。此窗口即将关闭。',
    verifyOtp: '请在应用中输入我们发送到你邮箱的验证码。',
    failed: (status: number) => `登录失败（${status}）。`,
    offline: '登录失败：网络没有响应。',
    refused: {
      socialAttemptMissing: '此浏览器中没有正在进行的社交登录',
      socialAttemptUsed: '此社交登录已被使用',
      socialAttemptCanceled: '此社交登录已取消',
      socialAttemptExpired: '此社交登录已过期',
      socialLoginCancelled: (provider: string) => `使用 ${provider} 登录已取消`,
      socialLoginRefused: (provider: string) => `${provider} 拒绝了登录`,
      socialAnswerUntrusted: (provider: string) => `${provider} 的响应不可信`,
      socialProviderUnavailable: (provider: string) => `${provider} 没有响应`,
      socialIdentityInUse: (provider: string) => `此 ${provider} 账户属于另一个钱包`,
    },
  },
}
