import type { MailTexts } from './mailTexts.js'

/** The e-mails in Traditional Chinese (Taiwan). */
export const zhTW: MailTexts = {
  code: {
    subject: (code) => `你的 Airlock 驗證碼是 ${code}`,
    recoverySubject: (code) => `你的 Airlock 錢包復原碼是 ${code}`,
    heading: '你的 Airlock 驗證碼是',
    ownWallet: 'Airlock 錢包',
    task: {
      login: (dapp) => `在 ${dapp} 中輸入此驗證碼即可登入你的錢包。`,
      recovery: (dapp) => `在 ${dapp} 中輸入此驗證碼即可在新裝置上復原錢包。它不會讓你登入。`,
      linkSocial: (dapp, provider) =>
        `在 ${dapp} 中輸入此驗證碼，即可將你的${provider ? ` ${provider} ` : '社群'}帳戶連結到此電子郵件地址的錢包。`,
      confirmCurrent: (dapp, newEmail) =>
        `在 ${dapp} 中輸入此驗證碼，確認你要${newEmail ? `將錢包的電子郵件地址變更為 ${newEmail}` : '變更錢包的電子郵件地址'}。`,
      confirmNew: (dapp) => `在 ${dapp} 中輸入此驗證碼，確認這是你錢包的新電子郵件地址。`,
    },
    validity: (minutes) => `驗證碼僅能使用一次，${minutes} 分鐘內有效。`,
    notYou: {
      login: '如果你沒有嘗試登入，請忽略這封郵件：沒有此驗證碼，任何人都無法登入。',
      recovery:
        '如果你沒有嘗試復原錢包，表示有人能讀取你的郵件或已登入你的錢包：請勿分享此驗證碼，並保護好你的電子郵件帳戶。',
      linkSocial: '如果你沒有嘗試登入，請忽略這封郵件：沒有此驗證碼，不會連結任何帳戶。',
      change: '如果你沒有申請此變更，請忽略這封郵件：沒有此驗證碼，什麼都不會改變。',
    },
  },
  deviceApproval: {
    subject: '核准新裝置存取你的 Airlock 錢包',
    why: (dapp) => `有人正在 ${dapp} 中使用你從未用過的裝置登入你的錢包。`,
    how: (minutes) =>
      `如果是你本人，請開啟此連結核准該裝置；接著該裝置上的登入就會完成。連結僅能使用一次，${minutes} 分鐘內有效。`,
    link: '核准這部裝置',
    notYou: '如果不是你本人，請忽略這封郵件：沒有此連結，該裝置無法登入。',
  },
  recoveryNotice: {
    subject: '一部新裝置復原了你的 Airlock 錢包',
    what: '一部從未使用過你錢包的裝置，先以寄到此地址的驗證碼登入，再輸入寄到此地址的復原碼，並在該裝置上復原了錢包。',
    notYou:
      '如果不是你本人，表示有人能讀取你的郵件：請透過下方連結鎖定錢包復原，保護好你的電子郵件帳戶，並立即通知此錢包的營運方。',
    lock: '鎖定我的錢包復原',
  },
  pages: {
    invalidTitle: '此連結無法使用',
    approval: {
      confirmTitle: '核准這部裝置？',
      confirmWho: (email, dapp) => `有一部裝置正在 ${dapp} 中登入 ${email} 的錢包。`,
      confirmOnlyIf:
        '只有在你此刻正在登入時才核准。接著我們會以電子郵件寄給你一組驗證碼，請在那裡輸入。',
      confirmButton: '核准這部裝置',
      approvedTitle: '裝置已核准',
      approvedBody: (email, dapp) =>
        `${email} 的新裝置現在可以登入了：請回到 ${dapp}，在那裡完成登入。你可以關閉此頁面。`,
      invalidBody:
        '此連結已使用過、已超過 10 分鐘，或已被較新的登入取代。請重新開始登入以取得新連結。',
      mailFailedTitle: '無法寄出驗證碼',
      mailFailedBody: '裝置尚未核准。請稍後再次開啟郵件中的連結。',
    },
    lock: {
      confirmTitle: '鎖定你的錢包復原？',
      confirmBody:
        '一部新裝置復原了你的錢包。如果不是你本人，請鎖定復原：在此錢包的營運方解除鎖定之前，其他裝置都無法復原此錢包。已持有此錢包的裝置仍可繼續使用。',
      confirmButton: '鎖定復原',
      lockedTitle: '復原已鎖定',
      lockedBody:
        '現在沒有新裝置能復原你的錢包。請保護好你的電子郵件帳戶，並在再次安全後請此錢包的營運方解除復原鎖定。你可以關閉此頁面。',
      invalidBody: '此連結已使用過，或已被較新的復原通知取代。',
    },
  },
}
