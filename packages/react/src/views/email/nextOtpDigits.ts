import { validationLimits } from '@airlock/protocol'

/** One change to the code boxes: text typed, pasted or autofilled into a box, or Backspace in one. */
export type OtpEdit =
  | { type: 'input'; index: number; text: string }
  | { type: 'backspace'; index: number }

/** The boxes' digits ('' for an empty box) and the box to focus next. */
export type OtpState = { digits: string[]; focus: number }

/**
 * The code boxes after one edit. A digit fills its box and moves on to the next; a whole code
 * (pasted, or autofilled from the e-mail into the first box) fills every box whichever box it
 * lands in; a part of one fills from its box on; anything but digits is ignored. Backspace empties
 * its box, or, in an empty box, the one before it, and moves back there.
 *
 * @param digits - The boxes now.
 * @param edit - What happened.
 * @returns The boxes after it, and where the focus goes.
 *
 * @example
 * nextOtpDigits(['', '', '', '', '', ''], { type: 'input', index: 0, text: '123456' })
 * // { digits: ['1', '2', '3', '4', '5', '6'], focus: 5 }
 */
export function nextOtpDigits(digits: readonly string[], edit: OtpEdit): OtpState {
  const length = validationLimits.oneTimeCodeLength
  const next = Array.from({ length }, (_, index) => digits[index] ?? '')
  const last = length - 1
  const index = Math.min(Math.max(edit.index, 0), last)
  if (edit.type === 'backspace') {
    if (next[index]) {
      next[index] = ''
      return { digits: next, focus: index }
    }
    const previous = Math.max(index - 1, 0)
    next[previous] = ''
    return { digits: next, focus: previous }
  }
  const typed = edit.text.replace(/\D/g, '')
  if (typed.length === 0) return { digits: next, focus: index }
  const start = typed.length >= length ? 0 : index
  const placed = typed.slice(0, length - start)
  for (const [offset, digit] of [...placed].entries()) next[start + offset] = digit
  return { digits: next, focus: Math.min(start + placed.length, last) }
}
