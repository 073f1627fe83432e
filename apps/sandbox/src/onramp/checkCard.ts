import type { FieldIssue } from '../errors/onramp.js'

/** The card form as the checkout page posts it. */
export type CardInput = { number: string; expiry: string; cvc: string; name: string }

/** What a valid test card does when paid with. */
export type CardOutcome = 'approve' | 'decline'

export type CheckCardReturnType =
  | { ok: true; outcome: CardOutcome; last4: string }
  | { ok: false; issues: FieldIssue[] }

/** The sandbox's test cards (Stripe's well-known numbers), shown on the checkout page. */
export const testCards = [
  { number: '4242424242424242', outcome: 'approve', label: 'Payment succeeds' },
  { number: '4000000000000002', outcome: 'decline', label: 'Payment is declined' },
] as const satisfies readonly { number: string; outcome: CardOutcome; label: string }[]

/**
 * Checks the checkout form's card fields the way a card processor would before charging: the
 * number is 12 to 19 digits passing the Luhn check and is one of the sandbox's test cards, the
 * expiry (`MM/YY`, the slash optional) is this month or later, the CVC has 3 or 4 digits, and a
 * name is given.
 * Spaces and dashes in the number are ignored. The checkout page's script runs the same rules
 * for inline messages; this is the check that counts.
 *
 * @param input - The four fields as typed.
 * @param now - The current time. Defaults to now.
 * @returns The test card's outcome, or each bad field with a message to show beside it (and
 * its id in the checkout page's catalogue, `checkout.<code>`).
 *
 * @example
 * import { checkCard } from './onramp/checkCard.js'
 * checkCard({ number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada' })
 * // { ok: true, outcome: 'approve', last4: '4242' }
 */
export function checkCard(input: CardInput, now: Date = new Date()): CheckCardReturnType {
  const issues: FieldIssue[] = []
  const number = input.number.replace(/[\s-]/g, '')
  if (number === '')
    issues.push({ field: 'number', message: 'Enter the card number', code: 'enterNumber' })
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    issues.push({
      field: 'number',
      message: 'This card number is not valid',
      code: 'invalidNumber',
    })
  else if (!testCards.some((card) => card.number === number))
    issues.push({
      field: 'number',
      message: 'Use one of the test cards listed on this page',
      code: 'useTestCard',
    })

  const expiry = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(input.expiry)
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12)
    issues.push({ field: 'expiry', message: 'Enter the expiry date as MM/YY', code: 'enterExpiry' })
  else {
    // A card is valid through the last day of its expiry month.
    const year = 2000 + Number(expiry[2])
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
    if (year * 12 + (month - 1) < thisMonth)
      issues.push({ field: 'expiry', message: 'This card has expired', code: 'expired' })
  }

  if (!/^\d{3,4}$/.test(input.cvc.trim()))
    issues.push({
      field: 'cvc',
      message: 'Enter the 3- or 4-digit security code',
      code: 'enterCvc',
    })
  if (input.name.trim() === '')
    issues.push({ field: 'name', message: 'Enter the name on the card', code: 'enterName' })

  if (issues.length > 0) return { ok: false, issues }
  const card = testCards.find((candidate) => candidate.number === number)
  return { ok: true, outcome: card?.outcome ?? 'decline', last4: number.slice(-4) }
}

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
