import { expect, test } from 'vitest'
import { renderConsentPage } from './renderInteractionPages.js'

const consent = (scope: string) =>
  renderConsentPage({
    locale: 'en',
    providerName: 'Google',
    action: '/oidc/google/interaction/abc',
    clientId: 'airlock',
    scope,
    userName: 'Alice',
  })

test('the consent page lists the scopes it knows and leaves out the others', () => {
  const page = consent('openid email toString constructor __proto__ wallet')
  expect(page.match(/<li>/g)).toHaveLength(2)
  expect(page).not.toContain('undefined')
  expect(page).not.toContain('function')
})
