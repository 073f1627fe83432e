import type { MailContent } from './createSmtpMailer.js'
import { escapeHtml } from './escapeHtml.js'

export type RenderRecoveryNoticeEmailParameters = {
  /** The link that locks recovery of the wallet (a confirmation page, then one POST). */
  lockUrl: string
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
}: RenderRecoveryNoticeEmailParameters): MailContent {
  const subject = 'A new device recovered your Airlock wallet'
  const what =
    'A device that had not used your wallet before logged in with a code sent to this address, then entered a recovery code sent to this address, and restored the wallet on it.'
  const notYou =
    'If it was not you, someone can read your e-mail: lock recovery of your wallet with the link below, secure your e-mail account and tell the operator of this wallet at once.'
  const lock = 'Lock recovery of my wallet'
  return {
    subject,
    text: `${subject}\n\n${what}\n\n${notYou}\n\n${lock}: ${lockUrl}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>${escapeHtml(what)}</p><p><strong>${escapeHtml(notYou)}</strong></p><p><a href="${escapeHtml(lockUrl)}">${escapeHtml(lock)}</a></p></body></html>`,
  }
}
