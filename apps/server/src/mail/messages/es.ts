import { type MailTexts, pluralForm } from './mailTexts.js'

const minutesText = (minutes: number) =>
  `${minutes} ${pluralForm('es', minutes, { one: 'minuto', other: 'minutos' })}`

/** The e-mails in Spanish. */
export const es: MailTexts = {
  code: {
    subject: (code) => `Tu código de Airlock es ${code}`,
    recoverySubject: (code) => `Tu código de recuperación de la billetera Airlock es ${code}`,
    heading: 'Tu código de Airlock es',
    ownWallet: 'tu billetera Airlock',
    task: {
      login: (dapp) => `Introdúcelo en ${dapp} para iniciar sesión en tu billetera.`,
      recovery: (dapp) =>
        `Introdúcelo en ${dapp} para restaurar tu billetera en un dispositivo nuevo. No inicia tu sesión.`,
      linkSocial: (dapp, provider) =>
        `Introdúcelo en ${dapp} para vincular tu cuenta ${provider ? `de ${provider}` : 'social'} a la billetera de esta dirección de correo electrónico.`,
      confirmCurrent: (dapp, newEmail) =>
        `Introdúcelo en ${dapp} para confirmar que quieres cambiar la dirección de correo electrónico de tu billetera${newEmail ? ` a ${newEmail}` : ''}.`,
      confirmNew: (dapp) =>
        `Introdúcelo en ${dapp} para confirmar que esta es la nueva dirección de correo electrónico de tu billetera.`,
    },
    validity: (minutes) => `Funciona una sola vez, durante ${minutesText(minutes)}.`,
    notYou: {
      login:
        'Si no intentaste iniciar sesión, ignora este correo: nadie puede iniciar sesión sin este código.',
      recovery:
        'Si no intentaste restaurar tu billetera, alguien puede leer tu correo o ha iniciado sesión en tu billetera: no compartas este código y protege tu cuenta de correo.',
      linkSocial:
        'Si no intentaste iniciar sesión, ignora este correo: no se vincula nada sin este código.',
      change: 'Si no pediste este cambio, ignora este correo: no cambia nada sin este código.',
    },
  },
  deviceApproval: {
    subject: 'Aprueba un dispositivo nuevo para tu billetera Airlock',
    why: (dapp) =>
      `Alguien está iniciando sesión en tu billetera en ${dapp} desde un dispositivo que no has usado antes.`,
    how: (minutes) =>
      `Si eres tú, abre este enlace para aprobar el dispositivo; después, el inicio de sesión termina en ese dispositivo. Funciona una sola vez, durante ${minutesText(minutes)}.`,
    link: 'Aprobar este dispositivo',
    notYou: 'Si no eres tú, ignora este correo: sin él, el dispositivo no puede iniciar sesión.',
  },
  recoveryNotice: {
    subject: 'Un dispositivo nuevo ha restaurado tu billetera Airlock',
    what: 'Un dispositivo que nunca había usado tu billetera inició sesión con un código enviado a esta dirección, después introdujo un código de recuperación enviado a esta dirección y restauró la billetera en él.',
    notYou:
      'Si no fuiste tú, alguien puede leer tu correo: bloquea la recuperación de tu billetera con el enlace de abajo, protege tu cuenta de correo y avisa de inmediato al operador de esta billetera.',
    lock: 'Bloquear la recuperación de mi billetera',
  },
  pages: {
    invalidTitle: 'Este enlace no funciona',
    approval: {
      confirmTitle: '¿Aprobar este dispositivo?',
      confirmWho: (email, dapp) =>
        `Un dispositivo está iniciando sesión en la billetera de ${email} en ${dapp}.`,
      confirmOnlyIf:
        'Apruébalo solo si estás iniciando sesión ahora mismo. Después te enviaremos por correo un código para introducirlo allí.',
      confirmButton: 'Aprobar el dispositivo',
      approvedTitle: 'Dispositivo aprobado',
      approvedBody: (email, dapp) =>
        `El nuevo dispositivo de ${email} ya puede iniciar sesión: vuelve a ${dapp}, donde termina el inicio de sesión. Puedes cerrar esta página.`,
      invalidBody:
        'Ya se usó, tiene más de 10 minutos o un inicio de sesión más reciente lo reemplazó. Vuelve a iniciar sesión para recibir uno nuevo.',
      mailFailedTitle: 'No se pudo enviar el código',
      mailFailedBody:
        'El dispositivo aún no está aprobado. Vuelve a abrir el enlace del correo en un momento.',
    },
    lock: {
      confirmTitle: '¿Bloquear la recuperación de tu billetera?',
      confirmBody:
        'Un dispositivo nuevo restauró tu billetera. Si no fuiste tú, bloquea la recuperación: ningún otro dispositivo podrá restaurar la billetera hasta que el operador de esta billetera la desbloquee. Los dispositivos que ya tienen la billetera siguen funcionando.',
      confirmButton: 'Bloquear la recuperación',
      lockedTitle: 'La recuperación está bloqueada',
      lockedBody:
        'Ahora ningún dispositivo nuevo puede restaurar tu billetera. Protege tu cuenta de correo y pide al operador de esta billetera que desbloquee la recuperación cuando vuelva a ser seguro. Puedes cerrar esta página.',
      invalidBody: 'Ya se usó, o un aviso de recuperación más reciente lo reemplazó.',
    },
  },
}
