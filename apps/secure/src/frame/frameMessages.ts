import type { ApprovalRequest } from './createRpcHandler.js'

/** The frame's texts in one language. */
export type FrameMessages = {
  title: Record<ApprovalRequest['kind'], string>
  requestedBy: (origin: string, chainId: string) => string
  detailsLabel: string
  to: string
  newContract: string
  amount: string
  data: string
  dataBytes: (bytes: number) => string
  reject: string
  approve: string
}

const en: FrameMessages = {
  title: {
    message: 'Sign this message?',
    typedData: 'Sign this data?',
    transaction: 'Send this transaction?',
  },
  requestedBy: (origin, chainId) => `Requested by ${origin} on chain ${chainId}`,
  detailsLabel: 'What you are asked to sign',
  to: 'To',
  newContract: 'A new contract',
  amount: 'Amount',
  data: 'Data',
  dataBytes: (bytes) => `${bytes} bytes of contract data`,
  reject: 'Reject',
  approve: 'Approve',
}

const de: FrameMessages = {
  title: {
    message: 'Diese Nachricht signieren?',
    typedData: 'Diese Daten signieren?',
    transaction: 'Diese Transaktion senden?',
  },
  requestedBy: (origin, chainId) => `Angefragt von ${origin} auf Chain ${chainId}`,
  detailsLabel: 'Was Sie signieren sollen',
  to: 'An',
  newContract: 'Ein neuer Vertrag',
  amount: 'Betrag',
  data: 'Daten',
  dataBytes: (bytes) => `${bytes} Bytes Vertragsdaten`,
  reject: 'Ablehnen',
  approve: 'Bestätigen',
}

const catalogues: Record<string, FrameMessages> = { en, de }

/**
 * The secure frame's own texts, in the modal's language (sent with `SYNC_THEME`), English when
 * the frame has no catalogue for it. The frame does not load the modal's catalogue: it is another
 * origin, with its own minimal script, so its few strings live here.
 *
 * @param locale - A language tag such as `de` or `en-GB`.
 * @returns The texts.
 *
 * @example
 * import { frameMessages } from './frame/frameMessages.js'
 * frameMessages('de').approve // 'Bestätigen'
 */
export function frameMessages(locale: string | undefined): FrameMessages {
  const language = (locale ?? 'en').toLowerCase().split('-')[0] ?? 'en'
  return catalogues[language] ?? en
}
