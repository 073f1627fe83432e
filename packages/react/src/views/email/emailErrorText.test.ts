import {
  EmailCooldownError,
  FrameAbortedError,
  FrameRequestError,
  FrameTimeoutError,
} from '@airlock/core'
import { expect, test } from 'vitest'
import type { Translate } from '../../context/AirlockContext.js'
import { en, type MessageId } from '../../locales/en.js'
import { de } from '../../locales/messages/de.js'
import { emailErrorText } from './emailErrorText.js'

const translate =
  (messages: Record<MessageId, string>): Translate =>
  (id, values) =>
    messages[id].replace(/\{(\w+)\}/g, (_, key: string) => String(values?.[key] ?? ''))

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
