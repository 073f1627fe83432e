import type { MailContent } from './createSmtpMailer.js'
import { escapeHtml } from './escapeHtml.js'
import { mailLanguage } from './messages/mailCatalogue.js'

export type RenderCodeEmailParameters = {
  /** The 6-digit code. */
  code: string
  /** What the code is for. Defaults to `login`. */
  purpose?: 'login' | 'recovery' | 'confirm-current' | 'confirm-new' | 'link-social'
  /** The dapp's name (its project's name); the wallet itself (`ownWallet`) when none asked. */
  dappName?: string | undefined
  /** The dapp's origin, such as `https://app.example.org`, when known. */
  dappOrigin?: string | undefined
  /** For an e-mail change: the address being moved to. */
  newEmail?: string | undefined
  /** For `link-social`: the provider's name, such as `Google`. */
  providerName?: string | undefined
  /** How long the code works, in minutes. Defaults to `10`. */
  validMinutes?: number
  /** The visitor's language: a tag or an `Accept-Language` header. Defaults to English. */
  locale?: string | undefined
}

/**
 * The e-mail that carries a one-time code, as plain text and HTML: the code first (also in the
 * subject, so it shows in a notification), which dapp asked for it, how long it works and what to
 * do if it was not you, in the visitor's language (mail/messages). Every value is escaped in the HTML.
 *
 * @param parameters - The code, its purpose and the dapp.
 * @returns Subject, text and HTML.
 *
 * @example
 * import { renderCodeEmail } from './mail/renderCodeEmail.js'
 * const mail = renderCodeEmail({ code: '123456', dappName: 'Demo', dappOrigin: 'http://localhost:3000' })
 * mail.subject // 'Your Airlock code is 123456'
 */
export function renderCodeEmail({
  code,
  purpose = 'login',
  dappName,
  dappOrigin,
  newEmail,
  providerName,
  validMinutes = 10,
  locale,
}: RenderCodeEmailParameters): MailContent {
  const { tag, dir, texts } = mailLanguage(locale)
  const { task, notYou } = texts.code
  const name = dappName ?? texts.code.ownWallet
  const dapp = dappOrigin ? `${name} (${dappOrigin})` : name
  const todo =
    purpose === 'login'
      ? task.login(dapp)
      : purpose === 'recovery'
        ? task.recovery(dapp)
        : purpose === 'link-social'
          ? task.linkSocial(dapp, providerName)
          : purpose === 'confirm-current'
            ? task.confirmCurrent(dapp, newEmail)
            : task.confirmNew(dapp)
  const validity = texts.code.validity(validMinutes)
  const warning =
    purpose === 'login' || purpose === 'recovery'
      ? notYou[purpose]
      : purpose === 'link-social'
        ? notYou.linkSocial
        : notYou.change
  const subject =
    purpose === 'recovery' ? texts.code.recoverySubject(code) : texts.code.subject(code)
  return {
    subject,
    text: `${subject}\n\n${todo}\n${validity}\n\n${warning}\n`,
    html: `<!doctype html><html lang="${tag}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>${escapeHtml(texts.code.heading)}</p><p dir="ltr" style="font-size:2em;font-weight:bold;letter-spacing:.2em;font-family:monospace">${escapeHtml(code)}</p><p>${escapeHtml(todo)}<br>${escapeHtml(validity)}</p><p style="color:#555">${escapeHtml(warning)}</p></body></html>`,
  }
}
