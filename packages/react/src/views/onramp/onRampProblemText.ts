import type { OnRampProblem } from '@airlock/core'
import type { Translate } from '../../context/AirlockContext.js'
import { formatFiat } from './formatFiat.js'

/**
 * The message catalogue's text for an on-ramp problem; a limit is named in its currency.
 *
 * @param t - The catalogue of the modal's language.
 * @param problem - What keeps the purchase from going on.
 * @param locale - The modal's language, for the amount.
 * @returns The text the buyer reads.
 *
 * @example
 * onRampProblemText(t, { code: 'belowMinimum', limit: '10.00', currency: 'USD' }, 'en')
 * // 'The minimum amount is $10.00'
 */
export function onRampProblemText(t: Translate, problem: OnRampProblem, locale: string): string {
  if (problem.code === 'belowMinimum' || problem.code === 'aboveMaximum')
    return t(`onramp.error.${problem.code}`, {
      amount: formatFiat(problem.limit, problem.currency, locale),
    })
  return t(`onramp.error.${problem.code}`)
}
