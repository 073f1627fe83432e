import { escapeHtml } from '../mail/escapeHtml.js'

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
 * script, style or external resource, so it works under `default-src 'none'`. Opening the link
 * shows a confirmation form; only submitting it (a POST) approves the device, because mail
 * scanners and link previews open links on their own.
 *
 * @param parameters - Which state to show, and its details.
 * @returns The HTML document.
 *
 * @example
 * import { renderApprovalPage } from './email/renderApprovalPage.js'
 * c.html(renderApprovalPage({ state: 'invalid' }), 400)
 */
export function renderApprovalPage(parameters: RenderApprovalPageParameters): string {
  const { title, body } = content(parameters)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

function content(parameters: RenderApprovalPageParameters): { title: string; body: string } {
  switch (parameters.state) {
    case 'confirm': {
      const dapp = parameters.dappOrigin
        ? `${parameters.dappName} (${parameters.dappOrigin})`
        : parameters.dappName
      return {
        title: 'Approve this device?',
        body: `<p>A device is logging in to the wallet of <strong>${escapeHtml(parameters.email)}</strong> in ${escapeHtml(dapp)}.</p><p>Approve it only if you are logging in right now. We will then e-mail you a code to enter there.</p><form method="post" action="approve"><input type="hidden" name="token" value="${escapeHtml(parameters.token)}"><button type="submit">Approve the device</button></form>`,
      }
    }
    case 'approved':
      return {
        title: 'Device approved',
        body: `<p>The new device of <strong>${escapeHtml(parameters.email)}</strong> may log in now: go back to ${escapeHtml(parameters.dappName)}, where the login finishes. You can close this page.</p>`,
      }
    case 'invalid':
      return {
        title: 'This link does not work',
        body: '<p>It was used already, is older than 10 minutes, or a newer login replaced it. Start the login again to get a new one.</p>',
      }
    case 'mail-failed':
      return {
        title: 'The code could not be sent',
        body: '<p>The device is not approved yet. Open the link from the e-mail again in a moment.</p>',
      }
  }
}
