import type { MailContent } from './createSmtpMailer.js'
import { escapeHtml } from './escapeHtml.js'
import { mailLanguage } from './messages/mailCatalogue.js'

export type RenderRecoveryNoticeEmailParameters = {
  /** The link that locks recovery of the wallet (a confirmation page, then one POST). */
  lockUrl: string
  /** The visitor's language: a tag or an `Accept-Language` header. Defaults to English. */
  locale?: string | undefined
}

/**
 * The e-mail telling an address that a new device just recovered its wallet (the recovery share
 * was handed to the secure origin for it), so an owner who did not do it learns at once.
 *
 * It carries a link that locks recovery of the wallet, for an owner who did not do it.
 *
 * @param parameters - The lock link.
 * @returns Subject, text and HTML.
 *
 * @example
 * import { renderRecoveryNoticeEmail } from './mail/renderRecoveryNoticeEmail.js'
 * renderRecoveryNoticeEmail({ lockUrl }).subject // 'A new device recovered your Airlock wallet'
 */
export function renderRecoveryNoticeEmail({
  lockUrl,
  locale,
}: RenderRecoveryNoticeEmailParameters): MailContent {
  const { tag, dir, texts } = mailLanguage(locale)
  const { subject, what, notYou, lock } = texts.recoveryNotice
  return {
    subject,
    text: `${subject}\n\n${what}\n\n${notYou}\n\n${lock}: ${lockUrl}\n`,
    html: `<!doctype html><html lang="${tag}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>${escapeHtml(what)}</p><p><strong>${escapeHtml(notYou)}</strong></p><p><a href="${escapeHtml(lockUrl)}">${escapeHtml(lock)}</a></p></body></html>`,
  }
}
