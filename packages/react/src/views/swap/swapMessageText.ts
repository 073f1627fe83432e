import type { Translate } from '../../context/AirlockContext.js'
import { errorText } from '../../utils/errorText.js'

/**
 * A swap message in the modal's language: an input error, or a failed step's error, by its code.
 * A server's own text (naming a pair it cannot quote) has no code: it reads as no quote.
 *
 * @param t - The catalogue's translate function.
 * @param message - The state's input error, or an error carrying a code.
 * @returns The text to show.
 *
 * @example
 * swapMessageText(t, state.inputError) // 'Guthaben reicht nicht aus' in German
 */
export function swapMessageText(t: Translate, message: unknown): string {
  return errorText(t, message, 'error.quoteUnavailable')
}
