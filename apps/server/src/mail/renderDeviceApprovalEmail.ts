import type { MailContent } from './createSmtpMailer.js'
import { escapeHtml } from './escapeHtml.js'

export type RenderDeviceApprovalEmailParameters = {
  /** The single-use approval link, `…/auth/v1/email/device/approve?token=…`. */
  link: string
  /** The dapp's name (its project's name). */
  dappName: string
  /** The dapp's origin, when known. */
  dappOrigin?: string | undefined
  /** How long the link works, in minutes. Defaults to `10`. */
  validMinutes?: number
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
}: RenderDeviceApprovalEmailParameters): MailContent {
  const dapp = dappOrigin ? `${dappName} (${dappOrigin})` : dappName
  const subject = 'Approve a new device for your Airlock wallet'
  const why = `Someone is logging in to your wallet in ${dapp} on a device you have not used before.`
  const how = `If it is you, open this link to approve the device; the login then finishes on that device. It works once, for ${validMinutes} minutes.`
  const notYou = 'If it is not you, ignore this e-mail: the device cannot log in without it.'
  return {
    subject,
    text: `${subject}\n\n${why}\n${how}\n\n${link}\n\n${notYou}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p>${escapeHtml(why)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(link)}">Approve this device</a></p><p style="color:#555">${escapeHtml(notYou)}</p></body></html>`,
  }
}
