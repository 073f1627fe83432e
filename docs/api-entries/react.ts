/**
 * `@airlock/react`: `<AirlockProvider>`, the buttons, the hooks and the modal, with the message
 * catalogue of 24 locales.
 *
 * @module react
 */
export * from '@airlock/react'
