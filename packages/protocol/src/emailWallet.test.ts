import { describe, expect, it } from 'vitest'
import {
  emailCodeRequest,
  emailDeviceId,
  emailStartRequest,
  recoveryShare,
  walletShare,
} from './emailWallet.js'

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

describe('the e-mail wallet wire shapes', () => {
  it('takes a 6-digit code as a string only', () => {
    expect(emailCodeRequest.parse({ code: '012345' })).toEqual({ code: '012345' })
    for (const code of ['1234567', '12345', 'abcdef', '12 456', '１２３４５６', 123456])
      expect(issue(emailCodeRequest.safeParse({ code }))).toBe('expected the 6-digit code')
  })

  it('takes an e-mail address a person can log in with, trimmed', () => {
    expect(emailStartRequest.parse({ email: ' a@example.org ', projectId: 'p' }).email).toBe(
      'a@example.org',
    )
    for (const email of ['a@localhost', 'not an email', `${'a'.repeat(250)}@x.org`, 42])
      expect(issue(emailStartRequest.safeParse({ email, projectId: 'p' }))).toBe(
        'expected an e-mail address',
      )
  })

  it('bounds device ids and shares', () => {
    expect(emailDeviceId.safeParse('short').success).toBe(false)
    expect(emailDeviceId.safeParse('a'.repeat(129)).success).toBe(false)
    expect(emailDeviceId.safeParse('Device_id-0123456').success).toBe(true)
    expect(walletShare.safeParse(`0x${'ab'.repeat(33)}`).success).toBe(true)
    expect(walletShare.safeParse(`0x${'ab'.repeat(32)}`).success).toBe(false)
    expect(recoveryShare.safeParse('eyJ2IjoxLCJlcGsiOnt9fQ').success).toBe(true)
    expect(recoveryShare.safeParse('a'.repeat(2048)).success).toBe(true)
    for (const value of ['', 'not base64url!', 'eyJ2IjoxfQ==', 'a'.repeat(2049)])
      expect(issue(recoveryShare.safeParse(value))).toBe(
        'expected a sealed recovery share (1 to 2048 base64url characters)',
      )
  })
})
