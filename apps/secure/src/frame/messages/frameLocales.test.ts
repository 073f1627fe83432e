import { expect, test } from 'vitest'
import { frameMessages } from '../frameMessages.js'

const tags = ['he', 'fa', 'hi', 'id', 'vi', 'th', 'ko', 'zh-CN', 'zh-TW', 'cs']
const keys = (value: object) => Object.keys(value).sort()

test.each(tags)('%s has every text of the frame, and its own', (tag) => {
  const text = frameMessages(tag)
  const english = frameMessages('en')
  expect(text).not.toBe(english)
  expect(keys(text)).toEqual(keys(english))
  expect(keys(text.title)).toEqual(keys(english.title))
  expect(keys(text.social)).toEqual(keys(english.social))
  expect(text.requestedBy('https://app.example', '1')).toContain('https://app.example')
  expect(text.social.failed(503)).toMatch(/503/)
})

test('Chinese is found by its full tag, and by its script or region', () => {
  expect(frameMessages('zh-CN').approve).toBe('批准')
  expect(frameMessages('zh-TW').approve).toBe('核准')
  expect(frameMessages('zh-HK').approve).toBe('核准')
  expect(frameMessages('zh-Hant-TW').approve).toBe('核准')
  expect(frameMessages('zh').approve).toBe('批准')
  expect(frameMessages('he-IL').approve).toBe('אישור')
  expect(frameMessages('cs').dataBytes(1200)).toBe('1\u00a0200 B dat kontraktu')
})
