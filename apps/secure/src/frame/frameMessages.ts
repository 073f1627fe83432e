import type { ApprovalRequest } from './createRpcHandler.js'

/**
 * The secure frame's own texts. The frame does not load the modal's catalogue (it is another
 * origin, with its own minimal script), so its few strings live here.
 */
export const frameMessages = {
  title: {
    message: 'Sign this message?',
    typedData: 'Sign this data?',
    transaction: 'Send this transaction?',
  } satisfies Record<ApprovalRequest['kind'], string>,
  requestedBy: (origin: string, chainId: string) => `Requested by ${origin} on chain ${chainId}`,
  detailsLabel: 'What you are asked to sign',
  to: 'To',
  newContract: 'A new contract',
  amount: 'Amount',
  data: 'Data',
  dataBytes: (bytes: number) => `${bytes} bytes of contract data`,
  reject: 'Reject',
  approve: 'Approve',
} as const
