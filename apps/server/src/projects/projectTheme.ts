import { z } from 'zod'

/**
 * A project's theme, sent to the modal with its configuration: `themeMode` and CSS variable
 * overrides such as `{ '--airlock-accent': '#3b82f6' }`. Values cannot contain `;`, braces or
 * angle brackets, so a stored theme cannot smuggle extra CSS rules or markup.
 */
export const projectTheme = z.strictObject({
  themeMode: z.enum(['light', 'dark']).optional(),
  themeVariables: z
    .record(
      z.string().regex(/^[A-Za-z-][\w-]{0,63}$/, 'expected a variable name such as --accent'),
      z.union([
        z
          .string()
          .max(200, 'expected at most 200 characters')
          .regex(/^[^;{}<>]*$/, 'expected no ";", "{", "}", "<" or ">"'),
        z.number().finite(),
      ]),
    )
    .refine((variables) => Object.keys(variables).length <= 50, 'expected at most 50 variables')
    .optional(),
})
export type ProjectTheme = z.infer<typeof projectTheme>
