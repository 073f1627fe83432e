// The secure frame's texts in Korean. A plain object: frameMessages.ts types it as FrameMessages
// in its map (importing the type here would be a circle of imports).
export const ko = {
  title: {
    message: '이 메시지에 서명할까요?',
    typedData: '이 데이터에 서명할까요?',
    transaction: '이 트랜잭션을 보낼까요?',
    permissions: '이 세션을 허용할까요?',
    calls: '이 호출들을 함께 보낼까요?',
  },
  requestedBy: (origin: string, network: string) => `${origin}에서 ${network}에 요청함`,
  unknownNetwork: (chainId: string) => `체인 ${chainId}`,
  detailsLabel: '서명을 요청받은 내용',
  to: '받는 사람',
  newContract: '새 컨트랙트',
  amount: '수량',
  data: '데이터',
  dataBytes: (bytes: number) =>
    `컨트랙트 데이터 ${new Intl.NumberFormat('ko').format(bytes)}바이트`,
  fee: '네트워크 수수료',
  estimating: '추정 중…',
  unavailable: '사용할 수 없음',
  reject: '거부',
  approve: '승인',
  session: {
    periods: { hour: '시간당', day: '하루에', week: '주당', total: '총' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `${until}까지 ${contract}에서 ${per} 최대 ${amount}까지 사용할 수 있습니다`,
    call: (fn: string, contract: string, until: string) =>
      `${until}까지 ${contract}의 ${fn}을(를) 호출할 수 있습니다`,
  },
  call: (index: number, total: number) => `호출 ${index}/${total}`,
  token: '토큰',
  spender: '사용 권한자',
  atomic: '모든 호출이 함께 실행되거나, 하나도 실행되지 않습니다.',
  social: {
    connecting: (provider: string) => `${provider}에 연결 중…`,
    loggingIn: '로그인 중…',
    done: '로그인되었습니다. 이 창은 이제 닫힙니다.',
    verifyOtp: '이메일로 보내 드린 코드를 앱에 입력하세요.',
    failed: (status: number) => `로그인에 실패했습니다(${status}).`,
    offline: '로그인에 실패했습니다: 네트워크가 응답하지 않았습니다.',
    refused: {
      socialAttemptMissing: '이 브라우저에서 진행 중인 소셜 로그인이 없습니다',
      socialAttemptUsed: '이 소셜 로그인은 이미 사용되었습니다',
      socialAttemptCanceled: '이 소셜 로그인이 취소되었습니다',
      socialAttemptExpired: '이 소셜 로그인이 만료되었습니다',
      socialLoginCancelled: (provider: string) => `${provider} 로그인이 취소되었습니다`,
      socialLoginRefused: (provider: string) => `${provider}에서 로그인을 거부했습니다`,
      socialAnswerUntrusted: (provider: string) => `${provider}의 응답을 신뢰할 수 없습니다`,
      socialProviderUnavailable: (provider: string) => `${provider}이(가) 응답하지 않습니다`,
      socialIdentityInUse: (provider: string) => `이 ${provider} 계정은 다른 지갑에 속해 있습니다`,
    },
  },
}
