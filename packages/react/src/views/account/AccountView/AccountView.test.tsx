import { expect, test } from 'vitest'
import { emailWalletAirlock } from '../../../../test/emailWalletFixtures.js'
import { buttons, render } from '../../../../test/markup.js'
import { onRampAirlock } from '../../../../test/onRampFixtures.js'
import { AccountView } from './AccountView.js'

test('Account links to the settings only when the e-mail wallet is the one connected', () => {
  expect(render(emailWalletAirlock({ connected: true }), <AccountView />)).toContain(
    '>Account settings</button>',
  )
  expect(render(emailWalletAirlock({ connected: false }), <AccountView />)).not.toContain(
    'Account settings',
  )
})

test('the Account view offers Buy first among its features once a provider is known', () => {
  const features = (html: string) =>
    buttons(/<div class="features">.*?<\/div>/.exec(html)?.[0] ?? '')
  expect(features(render(onRampAirlock(), <AccountView />))[0]).toBe('Buy')
  // None known yet, or none allowed here: no Buy.
  expect(features(render(onRampAirlock({ providers: undefined }), <AccountView />))).not.toContain(
    'Buy',
  )
  expect(features(render(onRampAirlock({ providers: [] }), <AccountView />))).not.toContain('Buy')
})
