// The secure frame's texts in Spanish: the approval screen and the social login popup's pages.
// Typed where frameMessages.ts registers them (as FrameMessages), so this file does not import it.
import { countWith, type PluralUnits } from './countWith.js'

const bytes: PluralUnits = { one: 'byte', many: 'de bytes', other: 'bytes' }

export const es = {
  title: {
    message: '¿Firmar este mensaje?',
    typedData: '¿Firmar estos datos?',
    transaction: '¿Enviar esta transacción?',
    permissions: '¿Conceder esta sesión?',
    calls: '¿Enviar estas llamadas juntas?',
    revokePermissions: '¿Revocar esta sesión?',
  },
  requestedBy: (origin: string, network: string) => `Solicitado por ${origin} en ${network}`,
  unknownNetwork: (chainId: string) => `Cadena ${chainId}`,
  detailsLabel: 'Lo que se te pide firmar',
  to: 'Para',
  newContract: 'Un contrato nuevo',
  amount: 'Importe',
  data: 'Datos',
  dataBytes: (count: number) => `${countWith('es', count, bytes)} de datos del contrato`,
  fee: 'Comisión de red',
  estimating: 'Estimando…',
  unavailable: 'No disponible',
  sponsored: 'Patrocinado: no pagas comisión',
  reject: 'Rechazar',
  approve: 'Aprobar',
  session: {
    periods: { hour: 'por hora', day: 'por día', week: 'por semana', total: 'en total' },
    spend: (amount: string, per: string, contract: string, until: string) =>
      `Puede gastar hasta ${amount} ${per} en ${contract} hasta el ${until}`,
    call: (fn: string, contract: string, until: string) =>
      `Puede llamar a ${fn} en ${contract} hasta el ${until}`,
  },
  call: (index: number, total: number) => `Llamada ${index} de ${total}`,
  token: 'Token',
  spender: 'Autorizado a gastar',
  atomic: 'Todas las llamadas se ejecutan juntas, o ninguna.',
  sessionEnds: 'Su clave ya no podrá actuar en nombre de tu cuenta.',
  callsStatus: {
    title: 'Estado de estas llamadas',
    pending: 'Pendiente',
    confirmed: 'Confirmado',
    failed: 'Fallido',
    transaction: 'Transacción',
    close: 'Cerrar',
  },
  social: {
    connecting: (provider: string) => `Conectando con ${provider}…`,
    loggingIn: 'Iniciando sesión…',
    done: 'Has iniciado sesión. Esta ventana se cerrará ahora.',
    verifyOtp: 'Introduce en la aplicación el código que enviamos a tu correo.',
    failed: (status: number) => `No se pudo iniciar sesión (${status}).`,
    offline: 'No se pudo iniciar sesión: la red no respondió.',
    refused: {
      socialAttemptMissing: 'No hay ningún inicio de sesión social en curso en este navegador',
      socialAttemptUsed: 'Este inicio de sesión social ya se usó',
      socialAttemptCanceled: 'Este inicio de sesión social se canceló',
      socialAttemptExpired: 'Este inicio de sesión social ha caducado',
      socialLoginCancelled: (provider: string) => `Se canceló el inicio de sesión con ${provider}`,
      socialLoginRefused: (provider: string) => `${provider} rechazó el inicio de sesión`,
      socialAnswerUntrusted: (provider: string) =>
        `No se puede confiar en la respuesta de ${provider}`,
      socialProviderUnavailable: (provider: string) => `${provider} no responde`,
      socialIdentityInUse: (provider: string) =>
        `Esta cuenta de ${provider} pertenece a otra billetera`,
    },
  },
}
