import { isNumericInput } from '@airlock/protocol'

/** Fields listened to now: React 18 ignores the cleanup and hands an inline ref the field again. */
const guarded = new WeakSet<HTMLInputElement>()

/**
 * A ref callback for an amount field: an edit that would leave more than digits and one decimal
 * separator (SPEC §5) is refused before the browser applies it, so the value is not rewritten
 * and the caret stays where it was ("1.2" with a second "." typed stays "1.2", caret unmoved;
 * pasting "1.2.3" changes nothing). The field's `onChange` check stays for anything else.
 *
 * @param input - The field, or null when it unmounts.
 * @returns The cleanup React 19 calls when the field goes (React 18 ignores it; the field is
 *   then listened to once, however often the ref is called with it).
 *
 * @example
 * <input ref={numericField} value={amount} onChange={...} />
 */
export function numericField(input: HTMLInputElement | null): (() => void) | undefined {
  if (!input || guarded.has(input)) return undefined
  guarded.add(input)
  const refuse = (event: InputEvent) => {
    if (!event.inputType.startsWith('insert') || event.data == null) return
    const start = input.selectionStart ?? input.value.length
    const end = input.selectionEnd ?? start
    const next = input.value.slice(0, start) + event.data + input.value.slice(end)
    if (!isNumericInput(next)) event.preventDefault()
  }
  input.addEventListener('beforeinput', refuse)
  return () => {
    input.removeEventListener('beforeinput', refuse)
    guarded.delete(input)
  }
}
