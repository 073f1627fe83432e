// The secure frame's texts in Simplified Chinese. A plain object: frameMessages.ts types it as
// FrameMessages in its map (importing the type here would be a circle of imports).
export const zhCN = {
  title: {
    message: '要签名这条消息吗？',
    typedData: '要签名这些数据吗？',
    transaction: '要发送这笔交易吗？',
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
  social: {
    connecting: (provider: string) => `正在连接 ${provider}…`,
    loggingIn: '正在登录…',
    done: '你已登录。此窗口即将关闭。',
    verifyOtp: '请在应用中输入我们发送到你邮箱的验证码。',
    failed: (status: number) => `登录失败（${status}）。`,
    offline: '登录失败：网络没有响应。',
  },
}
