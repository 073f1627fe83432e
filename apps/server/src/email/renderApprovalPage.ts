import { escapeHtml } from '../mail/escapeHtml.js'
import { type MailLanguage, mailLanguage } from '../mail/messages/mailCatalogue.js'
import { languageField, linkPageHtml, textWithHtml } from './linkPageHtml.js'

export type RenderApprovalPageParameters =
  | {
      /** The link was opened: ask to confirm, so a mail scanner that follows links approves nothing. */
      state: 'confirm'
      token: string
      email: string
      dappName: string
      dappOrigin: string | null
    }
  | { state: 'approved'; email: string; dappName: string }
  | { state: 'invalid' }
  | { state: 'mail-failed' }

/**
 * The page of the device-approval link (`/auth/v1/email/device/approve`), plain HTML with no
 * script or external resource, only its own inline stylesheet (allowed by hash under
 * `default-src 'none'`). Opening the link
 * shows a confirmation form; only submitting it (a POST) approves the device, because mail
 * scanners and link previews open links on their own. It speaks the e-mail's language (the
 * link's `lang`), else the browser's.
 *
 * @param parameters - Which state to show, and its details.
 * @param languages - A tag (the link's `lang`) or an `Accept-Language` header; English for none.
 * @returns The HTML document.
 *
 * @example
 * import { renderApprovalPage } from './email/renderApprovalPage.js'
 * c.html(renderApprovalPage({ state: 'invalid' }, 'de'), 400)
 */
export function renderApprovalPage(
  parameters: RenderApprovalPageParameters,
  languages?: string | undefined,
): string {
  const language = mailLanguage(languages)
  const { title, body } = content(parameters, language)
  return linkPageHtml(language, title, body)
}

function content(
  parameters: RenderApprovalPageParameters,
  language: MailLanguage,
): { title: string; body: string } {
  const { pages } = language.texts
  const text = pages.approval
  const strong = (value: string) => `<strong>${escapeHtml(value)}</strong>`
  switch (parameters.state) {
    case 'confirm': {
      const dapp = parameters.dappOrigin
        ? `${parameters.dappName} (${parameters.dappOrigin})`
        : parameters.dappName
      return {
        title: text.confirmTitle,
        body: `<p>${textWithHtml(text.confirmWho, strong(parameters.email), escapeHtml(dapp))}</p><p>${escapeHtml(text.confirmOnlyIf)}</p><form method="post" action="approve"><input type="hidden" name="token" value="${escapeHtml(parameters.token)}">${languageField(language)}<button type="submit">${escapeHtml(text.confirmButton)}</button></form>`,
      }
    }
    case 'approved':
      return {
        title: text.approvedTitle,
        body: `<p>${textWithHtml(text.approvedBody, strong(parameters.email), escapeHtml(parameters.dappName))}</p>`,
      }
    case 'invalid':
      return { title: pages.invalidTitle, body: `<p>${escapeHtml(text.invalidBody)}</p>` }
    case 'mail-failed':
      return { title: text.mailFailedTitle, body: `<p>${escapeHtml(text.mailFailedBody)}</p>` }
  }
}
