import { createAirlock } from '@airlock/core'
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { renderView } from '../../../test/renderView.js'
import { loadOnce } from '../../utils/loadOnce.js'
import { LazyChunkView, type ViewChunk } from './LazyChunkView.js'

const chunk: ViewChunk<'Hello'> = { views: { Hello: () => <p>Hello from the chunk</p> } }

test('skeleton rows while the chunk loads, then the view', async () => {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  renderView(
    airlock,
    <LazyChunkView
      load={() => Promise.resolve(chunk)}
      view="Hello"
      className="hello"
      failedMessage="Could not load"
    />,
  )
  expect(screen.getByRole('list', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true')
  expect(await screen.findByText('Hello from the chunk')).toBeTruthy()
})

test('a chunk that cannot be fetched says so, and Retry fetches it again', async () => {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  let fetches = 0
  // The first fetch fails (offline for a moment); loadOnce forgets it, so the retry fetches again.
  const load = loadOnce(() => {
    fetches += 1
    return fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(chunk)
  })
  const { user } = renderView(
    airlock,
    <LazyChunkView load={load} view="Hello" className="hello" failedMessage="Could not load" />,
  )
  expect(await screen.findByText('Could not load')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Hello from the chunk')).toBeTruthy()
  expect(fetches).toBe(2)
})

test('loadOnce shares one fetch among callers', async () => {
  let fetches = 0
  const load = loadOnce(() => {
    fetches += 1
    return Promise.resolve(chunk)
  })
  const [first, second] = await Promise.all([load(), load()])
  expect(first).toBe(second)
  expect(fetches).toBe(1)
})
