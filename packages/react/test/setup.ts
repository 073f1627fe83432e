import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { loadEnglish } from '../src/locales/english.js'

// The whole English catalogue is a chunk the page loads once it has painted: here it is loaded
// before any test renders, as it is by the time a person opens the modal.
await loadEnglish()

// `waitFor` and `findBy…` wait for a DOM state up to this ceiling (Testing Library's default is
// 1 s): beside another CPU-heavy job a name's availability took over 1 s to come back from the
// test server, and a test failed that would have passed a moment later.
configure({ asyncUtilTimeout: 15_000 })

// Each test starts from an empty document: Testing Library unmounts what the last one rendered.
afterEach(cleanup)

// Spies a test set up (the e-mail wallet's frame) do not outlive it.
afterEach(() => {
  vi.restoreAllMocks()
})
