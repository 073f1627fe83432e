import type { MailContent } from './createSmtpMailer.js'
import { escapeHtml } from './escapeHtml.js'

export type RenderCodeEmailParameters = {
  /** The 6-digit code. */
  code: string
  /** What the code is for. Defaults to `login`. */
  purpose?: 'login' | 'recovery' | 'confirm-current' | 'confirm-new' | 'link-social'
  /** The dapp's name (its project's name). */
  dappName: string
  /** The dapp's origin, such as `https://app.example.org`, when known. */
  dappOrigin?: string | undefined
  /** For an e-mail change: the address being moved to. */
  newEmail?: string | undefined
  /** For `link-social`: the provider's name, such as `Google`. */
  providerName?: string | undefined
  /** How long the code works, in minutes. Defaults to `10`. */
  validMinutes?: number
}

/**
 * The e-mail that carries a one-time code, as plain text and HTML: the code first (also in the
 * subject, so it shows in a notification), which dapp asked for it, how long it works and what to
 * do if it was not you. Every value is escaped in the HTML.
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
}: RenderCodeEmailParameters): MailContent {
  const dapp = dappOrigin ? `${dappName} (${dappOrigin})` : dappName
  const task =
    purpose === 'login'
      ? `Enter it in ${dapp} to log in to your wallet.`
      : purpose === 'recovery'
        ? `Enter it in ${dapp} to restore your wallet on a new device. It does not log you in.`
        : purpose === 'link-social'
          ? `Enter it in ${dapp} to link your ${providerName ?? 'social'} account to the wallet of this e-mail address.`
          : purpose === 'confirm-current'
            ? `Enter it in ${dapp} to confirm that you want to change your wallet's e-mail address${newEmail ? ` to ${newEmail}` : ''}.`
            : `Enter it in ${dapp} to confirm that this is your wallet's new e-mail address.`
  const validity = `It works once, for ${validMinutes} minutes.`
  const notYou =
    purpose === 'login'
      ? 'If you did not try to log in, ignore this e-mail: nobody can log in without this code.'
      : purpose === 'recovery'
        ? 'If you did not try to restore your wallet, someone can read your e-mail or is logged in to your wallet: do not share this code, and secure your e-mail account.'
        : purpose === 'link-social'
          ? 'If you did not try to log in, ignore this e-mail: nothing is linked without this code.'
          : 'If you did not ask for this change, ignore this e-mail: nothing changes without this code.'
  const subject =
    purpose === 'recovery'
      ? `Your Airlock wallet recovery code is ${code}`
      : `Your Airlock code is ${code}`
  return {
    subject,
    text: `${subject}\n\n${task}\n${validity}\n\n${notYou}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>Your Airlock code is</p><p style="font-size:2em;font-weight:bold;letter-spacing:.2em;font-family:monospace">${escapeHtml(code)}</p><p>${escapeHtml(task)}<br>${escapeHtml(validity)}</p><p style="color:#555">${escapeHtml(notYou)}</p></body></html>`,
  }
}
