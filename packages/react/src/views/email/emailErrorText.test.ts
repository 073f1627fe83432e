import {
  EmailCooldownError,
  FrameAbortedError,
  FrameRequestError,
  FrameTimeoutError,
} from '@airlock/core'
import type { MessageCode, MessageParams } from '@airlock/protocol'
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

test('the server’s refusals read as their codes’ texts, in the modal’s language; an English sentence never shows', () => {
  const frame = (message: string, code?: MessageCode, params?: MessageParams) =>
    new FrameRequestError({
      request: 'CONNECT_OTP',
      message,
      messageCode: code,
      messageParams: params,
    })
  // The code and its parameters, as the server sends them.
  expect(
    emailErrorText(
      translate(de),
      frame('Please try again after 7 seconds', 'emailCooldown', { seconds: 7 }),
    ),
  ).toBe('Bitte versuche es in 7 Sekunden erneut')
  // Counting down: the seconds left now in place of those the refusal came with.
  expect(
    emailErrorText(
      translate(de),
      frame('Please try again after 7 seconds', 'emailCooldown', { seconds: 7 }),
      1,
    ),
  ).toBe('Bitte versuche es in 1 Sekunde erneut')
  expect(emailErrorText(translate(en), new EmailCooldownError({ seconds: 12 }), 3)).toBe(
    'Please try again after 3 seconds',
  )
  expect(emailErrorText(translate(de), frame('Invalid code', 'emailCodeInvalid'))).toBe(
    'Ungültiger Code',
  )
  expect(emailErrorText(translate(de), frame('This code has expired'))).toBe(
    'Dieser Code ist abgelaufen',
  )
  expect(emailErrorText(translate(en), frame('Invalid code'))).toBe('Invalid code')
  // A sentence with no code is for the logs: the person reads the catalogue's default.
  const germanDefault = de['email.error.default']
  expect(germanDefault).toMatch(/^[^{}]+$/)
  for (const sentence of ['The server exploded at 3 am', 'Please try again after 7 seconds'])
    expect(emailErrorText(translate(de), frame(sentence))).toBe(germanDefault)
  expect(emailErrorText(translate(de), new Error('Database unreachable'))).toBe(germanDefault)
})

test('every refusal of the server’s e-mail login has a code, and its text in German is not the English', async () => {
  const { emailAuthMessages, messageCodeOf } = await import('@airlock/protocol')
  for (const [code, english] of Object.entries(emailAuthMessages)) {
    expect(messageCodeOf(english)).toBe(code)
    expect(emailErrorText(translate(de), frame2(english))).not.toBe(english)
  }
})

const frame2 = (message: string) => new FrameRequestError({ request: 'CONNECT_OTP', message })
