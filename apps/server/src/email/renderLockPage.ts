import { escapeHtml } from '../mail/escapeHtml.js'
import { type MailLanguage, mailLanguage } from '../mail/messages/mailCatalogue.js'
import { languageField, linkPageHtml } from './linkPageHtml.js'

export type RenderLockPageParameters =
  | {
      /** The link was opened: ask to confirm, so a mail scanner that follows links locks nothing. */
      state: 'confirm'
      token: string
    }
  | { state: 'locked' }
  | { state: 'invalid' }

/**
 * The page of the recovery notice's lock link (`/auth/v1/email/wallet/lock`), plain HTML with no
 * script or external resource, only its own inline stylesheet (allowed by hash under
 * `default-src 'none'`). Opening the link
 * shows a confirmation form; only submitting it (a POST) locks recovery of the wallet. It speaks
 * the e-mail's language (the link's `lang`), else the browser's.
 *
 * @param parameters - Which state to show, and the token for the form.
 * @param languages - A tag (the link's `lang`) or an `Accept-Language` header; English for none.
 * @returns The HTML document.
 *
 * @example
 * import { renderLockPage } from './email/renderLockPage.js'
 * c.html(renderLockPage({ state: 'invalid' }, 'de'), 400)
 */
export function renderLockPage(
  parameters: RenderLockPageParameters,
  languages?: string | undefined,
): string {
  const language = mailLanguage(languages)
  const { title, body } = content(parameters, language)
  return linkPageHtml(language, title, body)
}

function content(
  parameters: RenderLockPageParameters,
  language: MailLanguage,
): { title: string; body: string } {
  const { pages } = language.texts
  const text = pages.lock
  switch (parameters.state) {
    case 'confirm':
      return {
        title: text.confirmTitle,
        body: `<p>${escapeHtml(text.confirmBody)}</p><form method="post" action="lock"><input type="hidden" name="token" value="${escapeHtml(parameters.token)}">${languageField(language)}<button type="submit">${escapeHtml(text.confirmButton)}</button></form>`,
      }
    case 'locked':
      return { title: text.lockedTitle, body: `<p>${escapeHtml(text.lockedBody)}</p>` }
    case 'invalid':
      return { title: pages.invalidTitle, body: `<p>${escapeHtml(text.invalidBody)}</p>` }
  }
}
