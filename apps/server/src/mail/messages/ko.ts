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
}
