import type { MailTexts } from './mailTexts.js'

/** The e-mails in Vietnamese. */
export const vi: MailTexts = {
  code: {
    subject: (code) => `Mã Airlock của bạn là ${code}`,
    recoverySubject: (code) => `Mã khôi phục ví Airlock của bạn là ${code}`,
    heading: 'Mã Airlock của bạn là',
    ownWallet: 'ví Airlock của bạn',
    task: {
      login: (dapp) => `Nhập mã này vào ${dapp} để đăng nhập vào ví của bạn.`,
      recovery: (dapp) =>
        `Nhập mã này vào ${dapp} để khôi phục ví trên thiết bị mới. Mã này không đăng nhập cho bạn.`,
      linkSocial: (dapp, provider) =>
        `Nhập mã này vào ${dapp} để liên kết tài khoản ${provider ?? 'mạng xã hội'} của bạn với ví của địa chỉ email này.`,
      confirmCurrent: (dapp, newEmail) =>
        `Nhập mã này vào ${dapp} để xác nhận rằng bạn muốn đổi địa chỉ email của ví${newEmail ? ` thành ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Nhập mã này vào ${dapp} để xác nhận đây là địa chỉ email mới của ví bạn.`,
    },
    validity: (minutes) => `Mã chỉ dùng được một lần, trong ${minutes} phút.`,
    notYou: {
      login:
        'Nếu bạn không định đăng nhập, hãy bỏ qua email này: không ai có thể đăng nhập nếu thiếu mã này.',
      recovery:
        'Nếu bạn không định khôi phục ví, có người đọc được email của bạn hoặc đang đăng nhập vào ví của bạn: đừng chia sẻ mã này và hãy bảo mật tài khoản email của bạn.',
      linkSocial:
        'Nếu bạn không định đăng nhập, hãy bỏ qua email này: không có gì được liên kết nếu thiếu mã này.',
      change:
        'Nếu bạn không yêu cầu thay đổi này, hãy bỏ qua email này: không có gì thay đổi nếu thiếu mã này.',
    },
  },
  deviceApproval: {
    subject: 'Phê duyệt thiết bị mới cho ví Airlock của bạn',
    why: (dapp) =>
      `Có người đang đăng nhập vào ví của bạn trong ${dapp} trên một thiết bị bạn chưa từng dùng.`,
    how: (minutes) =>
      `Nếu đó là bạn, hãy mở liên kết này để phê duyệt thiết bị; sau đó việc đăng nhập sẽ hoàn tất trên thiết bị đó. Liên kết chỉ dùng được một lần, trong ${minutes} phút.`,
    link: 'Phê duyệt thiết bị này',
    notYou:
      'Nếu đó không phải là bạn, hãy bỏ qua email này: thiết bị đó không thể đăng nhập nếu thiếu nó.',
  },
  recoveryNotice: {
    subject: 'Một thiết bị mới đã khôi phục ví Airlock của bạn',
    what: 'Một thiết bị chưa từng dùng ví của bạn đã đăng nhập bằng mã gửi tới địa chỉ này, rồi nhập mã khôi phục gửi tới địa chỉ này và khôi phục ví trên thiết bị đó.',
    notYou:
      'Nếu đó không phải là bạn, có người đọc được email của bạn: hãy khóa việc khôi phục ví bằng liên kết bên dưới, bảo mật tài khoản email và báo ngay cho đơn vị vận hành ví này.',
    lock: 'Khóa việc khôi phục ví của tôi',
  },
  pages: {
    invalidTitle: 'Liên kết này không dùng được',
    approval: {
      confirmTitle: 'Phê duyệt thiết bị này?',
      confirmWho: (email, dapp) => `Một thiết bị đang đăng nhập vào ví của ${email} trong ${dapp}.`,
      confirmOnlyIf:
        'Chỉ phê duyệt nếu chính bạn đang đăng nhập ngay lúc này. Sau đó chúng tôi sẽ gửi email cho bạn một mã để nhập ở đó.',
      confirmButton: 'Phê duyệt thiết bị',
      approvedTitle: 'Đã phê duyệt thiết bị',
      approvedBody: (email, dapp) =>
        `Thiết bị mới của ${email} giờ có thể đăng nhập: hãy quay lại ${dapp}, nơi việc đăng nhập hoàn tất. Bạn có thể đóng trang này.`,
      invalidBody:
        'Liên kết đã được dùng, đã quá 10 phút, hoặc đã bị một lần đăng nhập mới hơn thay thế. Hãy bắt đầu đăng nhập lại để nhận liên kết mới.',
      mailFailedTitle: 'Không gửi được mã',
      mailFailedBody: 'Thiết bị chưa được phê duyệt. Hãy mở lại liên kết trong email sau giây lát.',
    },
    lock: {
      confirmTitle: 'Khóa việc khôi phục ví của bạn?',
      confirmBody:
        'Một thiết bị mới đã khôi phục ví của bạn. Nếu không phải bạn, hãy khóa việc khôi phục: khi đó không thiết bị nào khác có thể khôi phục ví cho đến khi nhà vận hành ví này mở khóa. Các thiết bị đã có ví vẫn hoạt động bình thường.',
      confirmButton: 'Khóa khôi phục',
      lockedTitle: 'Đã khóa khôi phục',
      lockedBody:
        'Giờ không thiết bị mới nào có thể khôi phục ví của bạn. Hãy bảo mật tài khoản email, và nhờ nhà vận hành ví này mở khóa khôi phục khi đã an toàn trở lại. Bạn có thể đóng trang này.',
      invalidBody: 'Liên kết đã được dùng, hoặc đã bị một thông báo khôi phục mới hơn thay thế.',
    },
  },
}
