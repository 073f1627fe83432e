import type { MailContent } from './createSmtpMailer.js'
import { escapeHtml } from './escapeHtml.js'
import { mailLanguage } from './messages/mailCatalogue.js'

export type RenderDeviceApprovalEmailParameters = {
  /** The single-use approval link, `…/auth/v1/email/device/approve?token=…`. */
  link: string
  /** The dapp's name (its project's name). */
  dappName: string
  /** The dapp's origin, when known. */
  dappOrigin?: string | undefined
  /** How long the link works, in minutes. Defaults to `10`. */
  validMinutes?: number
  /** The visitor's language: a tag or an `Accept-Language` header. Defaults to English. */
  locale?: string | undefined
}

/**
 * The e-mail asking to approve a new device for a wallet (sent once its login code was right): the
 * link, which dapp asked, that the login finishes once approved, and what to do if it was not you. Every value is escaped in the HTML.
 *
 * @param parameters - The link and the dapp.
 * @returns Subject, text and HTML.
 *
 * @example
 * import { renderDeviceApprovalEmail } from './mail/renderDeviceApprovalEmail.js'
 * const mail = renderDeviceApprovalEmail({ link, dappName: 'Demo' })
 * mail.subject // 'Approve a new device for your Airlock wallet'
 */
export function renderDeviceApprovalEmail({
  link,
  dappName,
  dappOrigin,
  validMinutes = 10,
  locale,
}: RenderDeviceApprovalEmailParameters): MailContent {
  const { tag, dir, texts } = mailLanguage(locale)
  const text = texts.deviceApproval
  const dapp = dappOrigin ? `${dappName} (${dappOrigin})` : dappName
  const { subject, notYou } = text
  const why = text.why(dapp)
  const how = text.how(validMinutes)
  return {
    subject,
    text: `${subject}\n\n${why}\n${how}\n\n${link}\n\n${notYou}\n`,
    html: `<!doctype html><html lang="${tag}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>${escapeHtml(why)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(text.link)}</a></p><p style="color:#555">${escapeHtml(notYou)}</p></body></html>`,
  }
}
