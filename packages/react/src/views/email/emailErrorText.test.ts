import {
  EmailCooldownError,
  FrameAbortedError,
  FrameRequestError,
  FrameTimeoutError,
} from '@airlock/core'
import { expect, test } from 'vitest'
import { messages as de } from '../../locales/compiled/de.js'
import { messages as en } from '../../locales/compiled/en.js'
import { type CompiledMessages, createTranslate } from '../../locales/createTranslate.js'
import { emailErrorText } from './emailErrorText.js'

const translate = (messages: CompiledMessages) =>
  createTranslate(en === messages ? 'en' : 'de', messages)

test('Airlock’s own errors read as the spec’s messages, in the modal’s language', () => {
  const t = translate(en)
  expect(emailErrorText(t, new EmailCooldownError({ seconds: 12 }))).toBe(
    'Please try again after 12 seconds',
  )
  expect(emailErrorText(translate(de), new EmailCooldownError({ seconds: 12 }))).toBe(
    'Bitte versuche es in 12 Sekunden erneut',
  )
  expect(
    emailErrorText(
      t,
      new FrameTimeoutError({ reason: 'iframe_request_timeout', request: 'CONNECT_OTP' }),
    ),
  ).toBe('Embedded Wallet Request Timed Out')
  expect(
    emailErrorText(t, new FrameTimeoutError({ reason: 'iframe_load_failed', request: 'READY' })),
  ).toBe('Network Error - Could not load embedded wallet')
  expect(emailErrorText(t, new FrameAbortedError({ request: 'RPC_REQUEST' }))).toBe(
    'Request was aborted',
  )
  expect(emailErrorText(t, new FrameAbortedError({ request: 'CONNECT_OTP' }))).toBe(
    'Something went wrong',
  )
  expect(emailErrorText(t, new FrameRequestError({ request: 'GET_USER' }))).toBe(
    'An error occurred',
  )
  expect(emailErrorText(t, 'not an error')).toBe('An error occurred')
})

test('the frame’s own messages pass through; the server’s cooldown is translated', () => {
  const frame = (message: string) => new FrameRequestError({ request: 'CONNECT_OTP', message })
  expect(emailErrorText(translate(en), frame('Invalid code'))).toBe('Invalid code')
  expect(emailErrorText(translate(de), frame('Please try again after 7 seconds'))).toBe(
    'Bitte versuche es in 7 Sekunden erneut',
  )
})
