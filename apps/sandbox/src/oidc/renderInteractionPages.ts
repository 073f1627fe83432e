import type { SandboxLocale } from '../locales/catalogues.js'
import { en } from '../locales/en.js'
import { isolate, translate, translateHtml } from '../locales/translate.js'
import type { MessageKey } from '../locales/types.js'
import { escapeHtml } from '../mail/escapeHtml.js'
import { renderOidcPage } from './renderOidcPage.js'
import { sandboxTestUsers } from './sandboxTestUsers.js'

export type InteractionPageParameters = {
  locale: SandboxLocale
  providerName: string
  /** The interaction's path, such as `/oidc/google/interaction/<uid>`, already escaped. */
  action: string
  /** The client asking, shown by its id. */
  clientId: string
}

const scopeKeys: Record<string, MessageKey> = {
  openid: 'oidc.scope.openid',
  email: 'oidc.scope.email',
  profile: 'oidc.scope.profile',
}

/**
 * The login page of an interaction: the test users to log in as (each a form posting to
 * `<action>/login`), and Cancel (`<action>/abort`), in the given language.
 *
 * @param parameters - Language, provider, form action and client.
 * @returns The HTML document.
 *
 * @example
 * import { renderLoginPage } from './oidc/renderInteractionPages.js'
 * c.html(renderLoginPage({ locale: 'ja', providerName: 'Google', action, clientId: 'airlock' }))
 */
export function renderLoginPage({
  locale,
  providerName,
  action,
  clientId,
}: InteractionPageParameters): string {
  const t = (key: MessageKey, params = {}) => translateHtml(locale, key, params)
  const users = sandboxTestUsers
    .map((user) => {
      const noteKey = `oidc.note.${user.noteOf ?? user.id}`
      const note =
        noteKey in en
          ? t(noteKey as MessageKey, { email: isolate(user.email ?? '') })
          : escapeHtml(user.note)
      const email = user.email ? isolate(user.email).html : t('oidc.noEmail')
      return `<li><form method="post" action="${action}/login"><input type="hidden" name="user" value="${escapeHtml(user.id)}"><button class="user" type="submit"><strong>${escapeHtml(user.name)}</strong><small>${email} · ${note}</small></button></form></li>`
    })
    .join('')
  return renderOidcPage({
    locale,
    providerName,
    title: translate(locale, 'oidc.chooseAccount'),
    main: `<h1>${t('oidc.chooseAccount')}</h1><p>${t('oidc.continueTo', { client: { html: `<strong><bdi>${escapeHtml(clientId)}</bdi></strong>` } })}</p><ul>${users}</ul><div class="actions"><form method="post" action="${action}/abort"><button class="secondary" type="submit">${t('oidc.cancel')}</button></form></div>`,
  })
}

/**
 * The consent page of an interaction: what the client asks to see, who is signed in, and Allow
 * or Deny (both posting to `<action>/consent`), in the given language.
 *
 * @param parameters - Language, provider, form action, client, the requested scopes and the
 * signed-in user's name.
 * @returns The HTML document.
 *
 * @example
 * import { renderConsentPage } from './oidc/renderInteractionPages.js'
 * c.html(renderConsentPage({ locale: 'ar', providerName: 'Google', action, clientId, scope: 'openid email', userName: 'Alice' }))
 */
export function renderConsentPage({
  locale,
  providerName,
  action,
  clientId,
  scope,
  userName,
}: InteractionPageParameters & { scope: string; userName: string }): string {
  const t = (key: MessageKey, params = {}) => translateHtml(locale, key, params)
  const scopes = scope
    .split(' ')
    .flatMap((name) => {
      const key = Object.hasOwn(scopeKeys, name) ? scopeKeys[name] : undefined
      return key ? [`<li>${t(key)}</li>`] : []
    })
    .join('')
  return renderOidcPage({
    locale,
    providerName,
    title: translate(locale, 'oidc.allowTitle'),
    main: `<h1>${t('oidc.allowHeading', { client: { html: `<bdi>${escapeHtml(clientId)}</bdi>` } })}</h1><ul>${scopes}</ul><p>${t('oidc.signedInAs', { name: { html: `<bdi>${escapeHtml(userName)}</bdi>` } })}</p><div class="actions"><form method="post" action="${action}/consent"><input type="hidden" name="decision" value="allow"><button class="primary" type="submit">${t('oidc.allow')}</button></form><form method="post" action="${action}/consent"><input type="hidden" name="decision" value="deny"><button class="secondary" type="submit">${t('oidc.deny')}</button></form></div>`,
  })
}

/**
 * A short page of the identity provider saying what went wrong (an expired login, an unknown
 * user…), in the given language.
 *
 * @param parameters - Language, provider, the heading's message, an optional hint and the title's.
 * @returns The HTML document.
 *
 * @example
 * import { renderNoticePage } from './oidc/renderInteractionPages.js'
 * renderNoticePage({ locale: 'de', providerName: 'Google', heading: 'oidc.expired', hint: 'oidc.expiredHint', title: 'oidc.expiredTitle' })
 */
export function renderNoticePage({
  locale,
  providerName,
  heading,
  hint,
  title = heading,
}: {
  locale: SandboxLocale
  providerName: string
  heading: MessageKey
  hint?: MessageKey | undefined
  title?: MessageKey | undefined
}): string {
  return renderOidcPage({
    locale,
    providerName,
    title: translate(locale, title),
    main: `<h1>${translateHtml(locale, heading)}</h1>${hint ? `<p>${translateHtml(locale, hint)}</p>` : ''}`,
  })
}
