import { z } from 'zod'

/**
 * A language the user asked for, as a BCP 47 tag such as `de` or `pt-BR` (what a page or a
 * provider is asked to speak: it picks the nearest it has).
 */
export const languageTag = z
  .string()
  .max(35)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'expected a language tag such as de or pt-BR')
