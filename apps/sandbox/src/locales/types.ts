import type { en } from './en.js'

/** One text per plural category the language has (`Intl.PluralRules`), `other` always. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** A message id of the sandbox pages' catalogue. */
export type MessageKey = keyof typeof en

/** A locale's messages: every key of `en`, a plural one as a plural message. */
export type Messages = {
  [Key in MessageKey]: (typeof en)[Key] extends string ? string : PluralMessage
}
