import type { MailContent } from './createSmtpMailer.js'
import { escapeHtml } from './escapeHtml.js'

/**
 * The e-mail telling an address that a new device just recovered its wallet (the recovery share
 * was handed to the secure origin for it), so an owner who did not do it learns at once.
 *
 * @returns Subject, text and HTML.
 *
 * @example
 * import { renderRecoveryNoticeEmail } from './mail/renderRecoveryNoticeEmail.js'
 * renderRecoveryNoticeEmail().subject // 'A new device recovered your Airlock wallet'
 */
export function renderRecoveryNoticeEmail(): MailContent {
  const subject = 'A new device recovered your Airlock wallet'
  const what =
    'A device that had not used your wallet before logged in with a code sent to this address and restored the wallet on it.'
  const notYou =
    'If it was not you, someone can read your e-mail: secure your e-mail account and tell the operator of this wallet at once.'
  return {
    subject,
    text: `${subject}\n\n${what}\n\n${notYou}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>${escapeHtml(what)}</p><p><strong>${escapeHtml(notYou)}</strong></p></body></html>`,
  }
}
