// The secure frame's texts in Vietnamese. A plain object: frameMessages.ts types it as
// FrameMessages in its map (importing the type here would be a circle of imports).
export const vi = {
  title: {
    message: 'Ký tin nhắn này?',
    typedData: 'Ký dữ liệu này?',
    transaction: 'Gửi giao dịch này?',
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
  social: {
    connecting: (provider: string) => `Đang kết nối với ${provider}…`,
    loggingIn: 'Đang đăng nhập…',
    done: 'Bạn đã đăng nhập. Cửa sổ này sẽ đóng ngay.',
    verifyOtp: 'Nhập vào ứng dụng mã chúng tôi đã gửi tới email của bạn.',
    failed: (status: number) => `Đăng nhập thất bại (${status}).`,
    offline: 'Đăng nhập thất bại: mạng không phản hồi.',
  },
}
