import type { MailTexts } from './mailTexts.js'

/** The e-mails in Korean. */
export const ko: MailTexts = {
  code: {
    subject: (code) => `Airlock 코드는 ${code}입니다`,
    recoverySubject: (code) => `Airlock 지갑 복구 코드는 ${code}입니다`,
    heading: 'Airlock 코드',
    ownWallet: 'Airlock 지갑',
    task: {
      login: (dapp) => `지갑에 로그인하려면 ${dapp}에 이 코드를 입력하세요.`,
      recovery: (dapp) =>
        `새 기기에서 지갑을 복원하려면 ${dapp}에 이 코드를 입력하세요. 이 코드로는 로그인되지 않습니다.`,
      linkSocial: (dapp, provider) =>
        `${provider ?? '소셜'} 계정을 이 이메일 주소의 지갑에 연결하려면 ${dapp}에 이 코드를 입력하세요.`,
      confirmCurrent: (dapp, newEmail) =>
        `지갑의 이메일 주소를${newEmail ? ` ${newEmail}(으)로` : ''} 변경하려는 것이 맞는지 확인하려면 ${dapp}에 이 코드를 입력하세요.`,
      confirmNew: (dapp) =>
        `이 주소가 지갑의 새 이메일 주소임을 확인하려면 ${dapp}에 이 코드를 입력하세요.`,
    },
    validity: (minutes) => `이 코드는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
    notYou: {
      login:
        '로그인을 시도하지 않았다면 이 이메일을 무시하세요. 이 코드 없이는 아무도 로그인할 수 없습니다.',
      recovery:
        '지갑 복원을 시도하지 않았다면 누군가 이메일을 읽을 수 있거나 지갑에 로그인해 있습니다. 이 코드를 공유하지 말고 이메일 계정을 보호하세요.',
      linkSocial:
        '로그인을 시도하지 않았다면 이 이메일을 무시하세요. 이 코드 없이는 아무것도 연결되지 않습니다.',
      change:
        '이 변경을 요청하지 않았다면 이 이메일을 무시하세요. 이 코드 없이는 아무것도 변경되지 않습니다.',
    },
  },
  deviceApproval: {
    subject: 'Airlock 지갑의 새 기기를 승인하세요',
    why: (dapp) => `누군가 ${dapp}에서 처음 사용하는 기기로 지갑에 로그인하고 있습니다.`,
    how: (minutes) =>
      `본인이라면 이 링크를 열어 기기를 승인하세요. 그러면 해당 기기에서 로그인이 완료됩니다. 링크는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
    link: '이 기기 승인',
    notYou: '본인이 아니라면 이 이메일을 무시하세요. 승인 없이는 해당 기기가 로그인할 수 없습니다.',
  },
  recoveryNotice: {
    subject: '새 기기가 Airlock 지갑을 복원했습니다',
    what: '지갑을 사용한 적 없는 기기가 이 주소로 보낸 코드로 로그인한 뒤, 이 주소로 보낸 복구 코드를 입력하여 해당 기기에 지갑을 복원했습니다.',
    notYou:
      '본인이 아니라면 누군가 이메일을 읽을 수 있습니다. 아래 링크로 지갑 복구를 잠그고, 이메일 계정을 보호하고, 즉시 이 지갑의 운영자에게 알리세요.',
    lock: '내 지갑 복구 잠그기',
  },
  pages: {
    invalidTitle: '이 링크는 작동하지 않습니다',
    approval: {
      confirmTitle: '이 기기를 승인할까요?',
      confirmWho: (email, dapp) => `${dapp}에서 한 기기가 ${email}의 지갑에 로그인하고 있습니다.`,
      confirmOnlyIf:
        '지금 직접 로그인하는 중일 때만 승인하세요. 그러면 그곳에 입력할 코드를 이메일로 보내 드립니다.',
      confirmButton: '기기 승인',
      approvedTitle: '기기가 승인되었습니다',
      approvedBody: (email, dapp) =>
        `${email}의 새 기기가 이제 로그인할 수 있습니다. 로그인이 완료되는 ${dapp}(으)로 돌아가세요. 이 페이지는 닫아도 됩니다.`,
      invalidBody:
        '이미 사용되었거나, 10분이 지났거나, 더 최근의 로그인으로 대체되었습니다. 새 링크를 받으려면 로그인을 다시 시작하세요.',
      mailFailedTitle: '코드를 보내지 못했습니다',
      mailFailedBody: '기기가 아직 승인되지 않았습니다. 잠시 후 이메일의 링크를 다시 여세요.',
    },
    lock: {
      confirmTitle: '지갑 복구를 잠글까요?',
      confirmBody:
        '새 기기가 회원님의 지갑을 복구했습니다. 본인이 아니라면 복구를 잠그세요. 그러면 이 지갑의 운영자가 잠금을 해제할 때까지 다른 기기는 지갑을 복구할 수 없습니다. 이미 지갑이 있는 기기는 계속 작동합니다.',
      confirmButton: '복구 잠그기',
      lockedTitle: '복구가 잠겼습니다',
      lockedBody:
        '이제 어떤 새 기기도 지갑을 복구할 수 없습니다. 이메일 계정을 안전하게 보호하고, 다시 안전해지면 이 지갑의 운영자에게 복구 잠금 해제를 요청하세요. 이 페이지는 닫아도 됩니다.',
      invalidBody: '이미 사용되었거나 더 최근의 복구 알림으로 대체되었습니다.',
    },
  },
}
