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
  pages: {
    invalidTitle: '此链接无效',
    approval: {
      confirmTitle: '批准此设备？',
      confirmWho: (email, dapp) => `有一台设备正在 ${dapp} 中登录 ${email} 的钱包。`,
      confirmOnlyIf:
        '仅当你此刻正在登录时才批准。随后我们会通过邮件向你发送一个验证码，请在那里输入。',
      confirmButton: '批准该设备',
      approvedTitle: '设备已批准',
      approvedBody: (email, dapp) =>
        `${email} 的新设备现在可以登录了：请回到 ${dapp}，在那里完成登录。你可以关闭此页面。`,
      invalidBody:
        '该链接已被使用、已超过 10 分钟，或已被更新的登录取代。请重新开始登录以获取新链接。',
      mailFailedTitle: '无法发送验证码',
      mailFailedBody: '设备尚未获得批准。请稍后再次打开邮件中的链接。',
    },
    lock: {
      confirmTitle: '锁定你的钱包恢复？',
      confirmBody:
        '一台新设备恢复了你的钱包。如果不是你本人，请锁定恢复：在此钱包的运营方解除锁定之前，其他设备都无法恢复该钱包。已持有该钱包的设备仍可正常使用。',
      confirmButton: '锁定恢复',
      lockedTitle: '恢复已锁定',
      lockedBody:
        '现在没有新设备能恢复你的钱包。请保护好你的邮箱账户，并在重新安全后请此钱包的运营方解除恢复锁定。你可以关闭此页面。',
      invalidBody: '该链接已被使用，或已被更新的恢复通知取代。',
    },
  },
}
