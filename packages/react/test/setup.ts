import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// Each test starts from an empty document: Testing Library unmounts what the last one rendered.
afterEach(cleanup)

// Spies a test set up (the e-mail wallet's frame) do not outlive it.
afterEach(() => {
  vi.restoreAllMocks()
})
