/** The texts of the e-mails the server sends, in one language. `dapp` is the dapp's name and,
 * when known, its origin in brackets. */
export type MailTexts = {
  code: {
    subject: (code: string) => string
    recoverySubject: (code: string) => string
    /** The line above the big code in the HTML. */
    heading: string
    /** Where to enter a code that no dapp asked for (an e-mail change): the wallet itself. */
    ownWallet: string
    /** What to do with the code, by purpose. */
    task: {
      login: (dapp: string) => string
      recovery: (dapp: string) => string
      linkSocial: (dapp: string, provider: string | undefined) => string
      confirmCurrent: (dapp: string, newEmail: string | undefined) => string
      confirmNew: (dapp: string) => string
    }
    validity: (minutes: number) => string
    /** What to do if it was not you, by purpose (both steps of an e-mail change share `change`). */
    notYou: { login: string; recovery: string; linkSocial: string; change: string }
  }
  deviceApproval: {
    subject: string
    why: (dapp: string) => string
    how: (minutes: number) => string
    link: string
    notYou: string
  }
  recoveryNotice: {
    subject: string
    what: string
    notYou: string
    lock: string
  }
  /** The pages the e-mails' links open (device approval, recovery lock). `email` and `dapp`
   * arrive as marked-up values: the texts themselves are plain. */
  pages: {
    /** Either page's title for a link that no longer works. */
    invalidTitle: string
    approval: {
      confirmTitle: string
      confirmWho: (email: string, dapp: string) => string
      confirmOnlyIf: string
      confirmButton: string
      approvedTitle: string
      approvedBody: (email: string, dapp: string) => string
      invalidBody: string
      mailFailedTitle: string
      mailFailedBody: string
    }
    lock: {
      confirmTitle: string
      confirmBody: string
      confirmButton: string
      lockedTitle: string
      lockedBody: string
      invalidBody: string
    }
  }
}

/**
 * The form of a counted word for `count` by the language's plural rules (CLDR), `other` for a
 * form not given.
 *
 * @example
 * pluralForm('cs', 3, { one: 'minutu', few: 'minuty', other: 'minut' }) // 'minuty'
 */
export function pluralForm(
  locale: string,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other
}
