import { inputMessages, userMessages } from '@airlock/protocol'
import type { Translate } from '../../context/AirlockContext.js'
import type { MessageId } from '../../locales/en.js'

// The swap's messages come from core in the spec's English (SPEC §5, §8); the modal shows them
// in its language. A message the catalogue does not know (a server's own, naming a bad pair) is
// shown as it came.
const ids: Record<string, MessageId> = {
  [inputMessages.insufficientBalance]: 'swap.insufficientBalance',
  [inputMessages.incorrectAmount]: 'swap.incorrectAmount',
  [inputMessages.enterValidAmount]: 'swap.enterValidAmount',
  [userMessages.initializeSwapFailed]: 'swap.initializeFailed',
  [userMessages.fetchNetworkTokenPriceFailed]: 'swap.networkPriceFailed',
  [userMessages.checkAllowanceFailed]: 'swap.allowanceFailed',
  [userMessages.createApprovalTransactionFailed]: 'swap.approvalBuildFailed',
  [userMessages.createTransactionFailed]: 'swap.buildFailed',
  [userMessages.transactionError]: 'swap.transactionError',
  [userMessages.swapNetworkUnsupported]: 'swap.networkUnsupported',
  [userMessages.signatureDeclined]: 'swap.declined',
}

/**
 * A swap message in the modal's language: an input error, or the `shortMessage` of a failed
 * step's error.
 *
 * @param t - The catalogue's translate function.
 * @param message - The spec's English text, a server's own message, or an error carrying either.
 * @returns The text to show.
 *
 * @example
 * swapMessageText(t, state.inputError) // 'Guthaben reicht nicht aus' in German
 * swapMessageText(t, error) // 'Failed to check allowance'
 */
export function swapMessageText(t: Translate, message: unknown): string {
  const text =
    typeof message === 'string'
      ? message
      : message && typeof message === 'object' && 'shortMessage' in message
        ? String(message.shortMessage)
        : message instanceof Error
          ? message.message
          : String(message)
  const id = ids[text]
  return id ? t(id) : text
}
