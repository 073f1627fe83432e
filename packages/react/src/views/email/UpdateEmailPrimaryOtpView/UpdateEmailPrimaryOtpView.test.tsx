import { createAirlock } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { UpdateEmailSecondaryOtpView } from '../UpdateEmailSecondaryOtpView/UpdateEmailSecondaryOtpView.js'
import { UpdateEmailPrimaryOtpView } from './UpdateEmailPrimaryOtpView.js'

function render(view: React.ReactNode) {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  airlock.open({ view: 'Account' })
  airlock.navigate({
    type: 'push',
    view: 'UpdateEmailPrimaryOtp',
    data: { email: 'alice@airlock.test', newEmail: 'alice@new.test' },
  })
  return renderToStaticMarkup(<AirlockProvider airlock={airlock}>{view}</AirlockProvider>)
}

test('the first code goes to the current address, the second to the new one', () => {
  const primary = render(<UpdateEmailPrimaryOtpView />)
  expect(primary).toContain('Enter the code sent to your current email')
  expect(primary).toContain('<span class="email-address">alice@airlock.test</span>')
  expect(primary.match(/<input /g)).toHaveLength(6)
  const secondary = render(<UpdateEmailSecondaryOtpView />)
  expect(secondary).toContain('Enter the code sent to your new email')
  expect(secondary).toContain('<span class="email-address">alice@new.test</span>')
})
