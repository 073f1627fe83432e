import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { setEmailAccountType } from './setEmailAccountType.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('the EOA is kept; a smart account the frame refuses falls back to it', async () => {
  const { airlock, frame } = emailAirlock({
    SET_PREFERRED_ACCOUNT: (payload) => {
      if ((payload as { type: string }).type === 'smartAccount')
        throw new Error('This application might not support Smart Accounts')
      return { type: 'eoa', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
    },
  })
  expect(await setEmailAccountType(airlock, { type: 'eoa' })).toBe('eoa')
  await expect(setEmailAccountType(airlock, { type: 'smartAccount' })).rejects.toMatchObject({
    name: 'SmartAccountUnsupportedError',
  })
  expect(airlock.store.getState().embeddedWallet.accountType).toBe('eoa')
  expect(
    frame.requests
      .filter((item) => item.type === '@w3m-app/SET_PREFERRED_ACCOUNT')
      .map((item) => item.payload),
  ).toEqual([{ type: 'eoa' }, { type: 'smartAccount' }])
})
