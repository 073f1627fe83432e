// The secure frame's texts in Brazilian Portuguese: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'byte', many: 'de bytes', other: 'bytes' }

export const ptBR = {
  title: {
    message: 'Assinar esta mensagem?',
    typedData: 'Assinar estes dados?',
    transaction: 'Enviar esta transação?',
    permissions: 'Conceder esta sessão?',
    calls: 'Enviar estas chamadas juntas?',
    revokePermissions: 'Revogar esta sessão?',
  },
  requestedBy: (origin: string, network: string) => `Solicitado por ${origin} em ${network}`,
  unknownNetwork: (chainId: string) => `Chain ${chainId}`,
  detailsLabel: 'O que pedem que você assine',
  to: 'Para',
  newContract: 'Um novo contrato',
  amount: 'Valor',
  data: 'Dados',
  dataBytes: (count: number) => `${countWith('pt-BR', count, bytes)} de dados do contrato`,
  fee: 'Taxa de rede',
  estimating: 'Estimando…',
  unavailable: 'Indisponível',
  sponsored: 'Patrocinada: você não paga taxa',
  reject: 'Recusar',
  approve: 'Aprovar',
  session: {
    periods: { hour: 'por hora', day: 'por dia', week: 'por semana', total: 'no total' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Pode gastar até ${amount} ${per} em ${contract} até ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Pode chamar ${fn} em ${contract} até ${until}`,
  },
  call: (index: number, total: number) => `Chamada ${index} de ${total}`,
  token: 'Token',
  spender: 'Autorizado a gastar',
  atomic: 'Todas as chamadas são executadas juntas, ou nenhuma.',
  sessionEnds: 'A chave dela não poderá mais agir pela sua conta.',
  callsStatus: {
    title: 'Status destas chamadas',
    pending: 'Pendente',
    confirmed: 'Confirmado',
    failed: 'Falhou',
    transaction: 'Transação',
    close: 'Fechar',
  },
  social: {
    connecting: (provider: string) => `Conectando a ${provider}…`,
    loggingIn: 'Entrando…',
    done: 'Você entrou. Esta janela será fechada agora.',
    verifyOtp: 'Digite no app o código que enviamos para o seu e-mail.',
    failed: (status: number) => `Falha no login (${status}).`,
    offline: 'Falha no login: a rede não respondeu.',
    refused: {
      socialAttemptMissing: 'Nenhum login social está em andamento neste navegador',
      socialAttemptUsed: 'Este login social já foi usado',
      socialAttemptCanceled: 'Este login social foi cancelado',
      socialAttemptExpired: 'Este login social expirou',
      socialLoginCancelled: (provider: string) => `O login com ${provider} foi cancelado`,
      socialLoginRefused: (provider: string) => `${provider} recusou o login`,
      socialAnswerUntrusted: (provider: string) =>
        `Não é possível confiar na resposta de ${provider}`,
      socialProviderUnavailable: (provider: string) => `${provider} não está respondendo`,
      socialIdentityInUse: (provider: string) => `Esta conta ${provider} pertence a outra carteira`,
    },
  },
}
