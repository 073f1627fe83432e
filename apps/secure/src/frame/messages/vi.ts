// The secure frame's texts in Vietnamese. A plain object: frameMessages.ts types it as
// FrameMessages in its map (importing the type here would be a circle of imports).
export const vi = {
  title: {
    message: 'Ký tin nhắn này?',
    typedData: 'Ký dữ liệu này?',
    transaction: 'Gửi giao dịch này?',
    permissions: 'Cấp phiên này?',
    calls: 'Gửi các lệnh gọi này cùng lúc?',
  },
  requestedBy: (origin: string, network: string) => `Yêu cầu từ ${origin} trên ${network}`,
  unknownNetwork: (chainId: string) => `Chuỗi ${chainId}`,
  detailsLabel: 'Nội dung bạn được yêu cầu ký',
  to: 'Đến',
  newContract: 'Một hợp đồng mới',
  amount: 'Số lượng',
  data: 'Dữ liệu',
  dataBytes: (bytes: number) =>
    `${new Intl.NumberFormat('vi').format(bytes)} byte dữ liệu hợp đồng`,
  fee: 'Phí mạng',
  estimating: 'Đang ước tính…',
  unavailable: 'Không khả dụng',
  reject: 'Từ chối',
  approve: 'Phê duyệt',
  session: {
    periods: { hour: 'mỗi giờ', day: 'mỗi ngày', week: 'mỗi tuần', total: 'tổng cộng' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Có thể chi tối đa ${amount} ${per} trên ${contract} đến ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Có thể gọi ${fn} trên ${contract} đến ${until}`,
  },
  call: (index: number, total: number) => `Lệnh gọi ${index} / ${total}`,
  token: 'Token',
  spender: 'Bên được phép chi tiêu',
  atomic: 'Tất cả lệnh gọi cùng được thực hiện, hoặc không lệnh nào.',
  social: {
    connecting: (provider: string) => `Đang kết nối với ${provider}…`,
    loggingIn: 'Đang đăng nhập…',
    done: 'Bạn đã đăng nhập. Cửa sổ này sẽ đóng ngay.',
    verifyOtp: 'Nhập vào ứng dụng mã chúng tôi đã gửi tới email của bạn.',
    failed: (status: number) => `Đăng nhập thất bại (${status}).`,
    offline: 'Đăng nhập thất bại: mạng không phản hồi.',
    refused: {
      socialAttemptMissing: 'Không có đăng nhập mạng xã hội nào đang diễn ra trong trình duyệt này',
      socialAttemptUsed: 'Lượt đăng nhập mạng xã hội này đã được dùng',
      socialAttemptCanceled: 'Lượt đăng nhập mạng xã hội này đã bị hủy',
      socialAttemptExpired: 'Lượt đăng nhập mạng xã hội này đã hết hạn',
      socialLoginCancelled: (provider: string) => `Đăng nhập bằng ${provider} đã bị hủy`,
      socialLoginRefused: (provider: string) => `${provider} đã từ chối đăng nhập`,
      socialAnswerUntrusted: (provider: string) => `Không thể tin cậy phản hồi của ${provider}`,
      socialProviderUnavailable: (provider: string) => `${provider} không phản hồi`,
      socialIdentityInUse: (provider: string) => `Tài khoản ${provider} này thuộc về một ví khác`,
    },
  },
}
