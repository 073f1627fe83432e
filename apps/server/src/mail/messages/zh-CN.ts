import type { MailTexts } from './mailTexts.js'

/** The e-mails in Simplified Chinese. */
export const zhCN: MailTexts = {
  code: {
    subject: (code) => `你的 Airlock 验证码是 ${code}`,
    recoverySubject: (code) => `你的 Airlock 钱包恢复码是 ${code}`,
    heading: '你的 Airlock 验证码是',
    ownWallet: 'Airlock 钱包',
    task: {
      login: (dapp) => `在 ${dapp} 中输入此验证码即可登录你的钱包。`,
      recovery: (dapp) => `在 ${dapp} 中输入此验证码即可在新设备上恢复钱包。它不会让你登录。`,
      linkSocial: (dapp, provider) =>
        `在 ${dapp} 中输入此验证码，即可将你的${provider ? ` ${provider} ` : '社交'}账户关联到此邮箱地址的钱包。`,
      confirmCurrent: (dapp, newEmail) =>
        `在 ${dapp} 中输入此验证码，确认你要${newEmail ? `将钱包的邮箱地址更改为 ${newEmail}` : '更改钱包的邮箱地址'}。`,
      confirmNew: (dapp) => `在 ${dapp} 中输入此验证码，确认这是你钱包的新邮箱地址。`,
    },
    validity: (minutes) => `验证码仅可使用一次，${minutes} 分钟内有效。`,
    notYou: {
      login: '如果你没有尝试登录，请忽略此邮件：没有此验证码，任何人都无法登录。',
      recovery:
        '如果你没有尝试恢复钱包，说明有人能读取你的邮件或已登录你的钱包：请勿分享此验证码，并保护好你的邮箱账户。',
      linkSocial: '如果你没有尝试登录，请忽略此邮件：没有此验证码，不会关联任何账户。',
      change: '如果你没有申请此更改，请忽略此邮件：没有此验证码，什么都不会改变。',
    },
  },
  deviceApproval: {
    subject: '批准新设备访问你的 Airlock 钱包',
    why: (dapp) => `有人正在 ${dapp} 中使用你从未用过的设备登录你的钱包。`,
    how: (minutes) =>
      `如果是你本人，请打开此链接批准该设备；随后该设备上的登录即可完成。链接仅可使用一次，${minutes} 分钟内有效。`,
    link: '批准此设备',
    notYou: '如果不是你本人，请忽略此邮件：没有此链接，该设备无法登录。',
  },
  recoveryNotice: {
    subject: '一台新设备恢复了你的 Airlock 钱包',
    what: '一台从未使用过你钱包的设备，先用发送到此地址的验证码登录，又输入了发送到此地址的恢复码，并在该设备上恢复了钱包。',
    notYou:
      '如果不是你本人，说明有人能读取你的邮件：请通过下方链接锁定钱包恢复，保护好你的邮箱账户，并立即告知此钱包的运营方。',
    lock: '锁定我的钱包恢复',
  },
}
