import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { loadEnglish } from '../src/locales/english.js'

// The whole English catalogue is a chunk the page loads once it has painted: here it is loaded
// before any test renders, as it is by the time a person opens the modal.
await loadEnglish()

// Each test starts from an empty document: Testing Library unmounts what the last one rendered.
afterEach(cleanup)

// Spies a test set up (the e-mail wallet's frame) do not outlive it.
afterEach(() => {
  vi.restoreAllMocks()
})
