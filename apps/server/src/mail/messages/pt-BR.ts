import { type MailTexts, pluralForm } from './mailTexts.js'

const minutesText = (minutes: number) =>
  `${minutes} ${pluralForm('pt-BR', minutes, { one: 'minuto', other: 'minutos' })}`

/** The e-mails in Brazilian Portuguese. */
export const ptBR: MailTexts = {
  code: {
    subject: (code) => `Seu código Airlock é ${code}`,
    recoverySubject: (code) => `Seu código de recuperação da carteira Airlock é ${code}`,
    heading: 'Seu código Airlock é',
    ownWallet: 'sua carteira Airlock',
    task: {
      login: (dapp) => `Digite-o em ${dapp} para entrar na sua carteira.`,
      recovery: (dapp) =>
        `Digite-o em ${dapp} para restaurar sua carteira em um novo dispositivo. Ele sozinho não faz o seu login.`,
      linkSocial: (dapp, provider) =>
        `Digite-o em ${dapp} para vincular sua conta ${provider ? `do ${provider}` : 'de rede social'} à carteira deste endereço de e-mail.`,
      confirmCurrent: (dapp, newEmail) =>
        `Digite-o em ${dapp} para confirmar que você quer alterar o endereço de e-mail da sua carteira${newEmail ? ` para ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Digite-o em ${dapp} para confirmar que este é o novo endereço de e-mail da sua carteira.`,
    },
    validity: (minutes) => `Ele funciona uma única vez, por ${minutesText(minutes)}.`,
    notYou: {
      login:
        'Se você não tentou entrar, ignore este e-mail: ninguém consegue entrar sem este código.',
      recovery:
        'Se você não tentou restaurar sua carteira, alguém pode ler seu e-mail ou está conectado à sua carteira: não compartilhe este código e proteja sua conta de e-mail.',
      linkSocial:
        'Se você não tentou entrar, ignore este e-mail: nada é vinculado sem este código.',
      change: 'Se você não pediu esta alteração, ignore este e-mail: nada muda sem este código.',
    },
  },
  deviceApproval: {
    subject: 'Aprove um novo dispositivo para sua carteira Airlock',
    why: (dapp) =>
      `Alguém está entrando na sua carteira em ${dapp} com um dispositivo que você nunca usou.`,
    how: (minutes) =>
      `Se for você, abra este link para aprovar o dispositivo; o login é então concluído nesse dispositivo. Ele funciona uma única vez, por ${minutesText(minutes)}.`,
    link: 'Aprovar este dispositivo',
    notYou: 'Se não for você, ignore este e-mail: sem ele, o dispositivo não consegue entrar.',
  },
  recoveryNotice: {
    subject: 'Um novo dispositivo restaurou sua carteira Airlock',
    what: 'Um dispositivo que nunca tinha usado sua carteira entrou com um código enviado a este endereço, depois digitou um código de recuperação enviado a este endereço e restaurou a carteira nele.',
    notYou:
      'Se não foi você, alguém pode ler seu e-mail: bloqueie a recuperação da sua carteira pelo link abaixo, proteja sua conta de e-mail e avise imediatamente o operador desta carteira.',
    lock: 'Bloquear a recuperação da minha carteira',
  },
  pages: {
    invalidTitle: 'Este link não funciona',
    approval: {
      confirmTitle: 'Aprovar este dispositivo?',
      confirmWho: (email, dapp) =>
        `Um dispositivo está entrando na carteira de ${email} em ${dapp}.`,
      confirmOnlyIf:
        'Aprove somente se você estiver entrando agora. Depois, enviaremos por e-mail um código para digitar lá.',
      confirmButton: 'Aprovar o dispositivo',
      approvedTitle: 'Dispositivo aprovado',
      approvedBody: (email, dapp) =>
        `O novo dispositivo de ${email} já pode entrar: volte para ${dapp}, onde o login termina. Você pode fechar esta página.`,
      invalidBody:
        'Ele já foi usado, tem mais de 10 minutos ou um login mais recente o substituiu. Comece o login de novo para receber um novo.',
      mailFailedTitle: 'Não foi possível enviar o código',
      mailFailedBody:
        'O dispositivo ainda não foi aprovado. Abra o link do e-mail de novo daqui a pouco.',
    },
    lock: {
      confirmTitle: 'Bloquear a recuperação da sua carteira?',
      confirmBody:
        'Um novo dispositivo restaurou sua carteira. Se não foi você, bloqueie a recuperação: nenhum outro dispositivo poderá restaurar a carteira até que o operador desta carteira a desbloqueie. Os dispositivos que já têm a carteira continuam funcionando.',
      confirmButton: 'Bloquear a recuperação',
      lockedTitle: 'A recuperação está bloqueada',
      lockedBody:
        'Nenhum novo dispositivo pode restaurar sua carteira agora. Proteja sua conta de e-mail e peça ao operador desta carteira que desbloqueie a recuperação quando estiver seguro de novo. Você pode fechar esta página.',
      invalidBody: 'Ele já foi usado, ou um aviso de recuperação mais recente o substituiu.',
    },
  },
}
