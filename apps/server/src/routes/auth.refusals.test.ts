import { describe, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import { alice, bob, type Fields, useSiwxDevnet, useSiwxHarness } from '../../test/siwxHarness.js'

const chain = useSiwxDevnet()

describeEachBackend('/auth/v1', (backend) => {
  const siwx = useSiwxHarness(backend, chain)
  const { now, request, getNonce, createMessage, authenticate, sessions, expectRefusal } = siwx

  describe('POST /auth/v1/authenticate', () => {
    describe('refuses, with a 4xx naming the problem and no session', () => {
      const signed = async (fields: Fields = {}, nonceFields: { project?: string } = {}) => {
        const { nonce, token } = await getNonce(nonceFields)
        const message = createMessage(nonce, fields)
        return { message, signature: await alice.signMessage({ message }), token, nonce }
      }

      it('a wrong domain', async () => {
        await expectRefusal(
          authenticate(await signed({ domain: 'evil.example', uri: 'http://evil.example/' })),
          403,
          'SiweDomainMismatchError',
          'Sign-in message domain "evil.example" is not allowed',
        )
        // A domain not on the project's origins, from a client that sends no Origin.
        await expectRefusal(
          authenticate({
            ...(await signed({
              scheme: 'https',
              domain: 'evil.example',
              uri: 'https://evil.example/',
            })),
            origin: null,
          }),
          403,
          'SiweDomainMismatchError',
          'Sign-in message domain "evil.example" is not allowed',
        )
        // An allowed origin, but not the one the request comes from.
        await expectRefusal(
          authenticate(
            await signed({
              scheme: 'https',
              domain: 'app.example.org',
              uri: 'https://app.example.org/',
            }),
          ),
          403,
          'SiweDomainMismatchError',
          'Sign-in message domain "app.example.org" is not allowed',
        )
      })

      it('a wrong scheme', async () => {
        await expectRefusal(
          authenticate(await signed({ scheme: 'https', uri: 'https://localhost:5173/' })),
          403,
          'SiweSchemeMismatchError',
          'Sign-in message scheme "https" is not allowed',
        )
        // No scheme means https for a client that does not say where it comes from.
        await expectRefusal(
          authenticate({ ...(await signed({ scheme: undefined })), origin: null }),
          403,
          'SiweDomainMismatchError',
          'Sign-in message domain "localhost:5173" is not allowed',
        )
        await expectRefusal(
          authenticate(await signed({ scheme: 'ftp', uri: 'ftp://localhost:5173/' })),
          403,
          'SiweSchemeMismatchError',
          'Sign-in message scheme "ftp" is not allowed',
        )
      })

      it('a wrong URI', async () => {
        for (const uri of [
          'http://evil.example/',
          'http://localhost:5174/',
          'https://localhost:5173/',
          'http://user:pass@localhost:5173/',
          'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
        ])
          await expectRefusal(
            authenticate(await signed({ uri })),
            403,
            'SiweUriMismatchError',
            `Sign-in message URI ${JSON.stringify(uri)} is not allowed`,
          )
      })

      it('a chain ID the server does not serve', async () => {
        await expectRefusal(
          authenticate(await signed({ chainId: 1 })),
          400,
          'UnsupportedSiweChainError',
          'Sign-in message chain ID 1 is not supported',
        )
      })

      it('a reused nonce, also when two requests race for it', async () => {
        const attempt = await signed()
        expect((await authenticate(attempt)).status).toBe(200)
        await expectRefusal(
          authenticate(attempt),
          401,
          'NonceAlreadyUsedError',
          'Sign-in nonce has already been used',
        )
        const raced = await signed()
        const before = await sessions()
        const answers = await Promise.all(Array.from({ length: 5 }, () => authenticate(raced)))
        expect(answers.map(({ status }) => status).sort()).toEqual([200, 401, 401, 401, 401])
        for (const answer of answers.filter(({ status }) => status === 401))
          expect((await answer.json()) as unknown).toMatchObject({ name: 'NonceAlreadyUsedError' })
        expect(await sessions()).toBe(before + 1)
      })

      it('a nonce this server never issued, or issued to another project', async () => {
        const { token } = await getNonce()
        const message = createMessage('a1b2c3d4e5f6a7b8c9d0')
        await expectRefusal(
          authenticate({ message, signature: await alice.signMessage({ message }), token }),
          401,
          'UnknownNonceError',
          'Sign-in nonce was not issued by this server',
        )
        await expectRefusal(
          authenticate(await signed({}, { project: 'other' })),
          401,
          'UnknownNonceError',
          'Sign-in nonce was not issued by this server',
        )
      })

      it('a missing or foreign nonce token', async () => {
        const attempt = await signed()
        await expectRefusal(
          authenticate({ ...attempt, token: null }),
          401,
          'InvalidNonceTokenError',
          'Missing nonce token',
        )
        await expectRefusal(
          authenticate({ ...attempt, token: (await getNonce()).token }),
          401,
          'InvalidNonceTokenError',
          'Nonce token does not match the nonce',
        )
      })

      it('an expired nonce', async () => {
        const { nonce, token } = await getNonce()
        siwx.skewMs = 5 * 60_000 + 1
        const message = createMessage(nonce)
        await expectRefusal(
          authenticate({ message, signature: await alice.signMessage({ message }), token }),
          401,
          'NonceExpiredError',
          'Sign-in nonce has expired',
        )
      })

      it('an expired message', async () => {
        await expectRefusal(
          authenticate(await signed({ expirationTime: new Date(now().getTime() - 1000) })),
          401,
          'SiweMessageExpiredError',
          'Sign-in message has expired',
        )
      })

      it('a future not-before, and an issued-at in the future', async () => {
        await expectRefusal(
          authenticate(await signed({ notBefore: new Date(now().getTime() + 5 * 60_000) })),
          401,
          'SiweMessageNotYetValidError',
          'Sign-in message is not valid yet',
        )
        await expectRefusal(
          authenticate(await signed({ issuedAt: new Date(now().getTime() + 5 * 60_000) })),
          401,
          'SiweIssuedInFutureError',
          'Sign-in message is issued in the future',
        )
        // Within the 60 s clock skew both pass.
        expect(
          (
            await authenticate(
              await signed({
                issuedAt: new Date(now().getTime() + 30_000),
                notBefore: new Date(now().getTime() + 30_000),
              }),
            )
          ).status,
        ).toBe(200)
      })

      it("'Invalid Date' timestamps and 'Expiration Time: never'", async () => {
        for (const [field, replace] of [
          ['Issued At', (m: string) => m.replace(/Issued At: .*/, 'Issued At: Invalid Date')],
          [
            'Expiration Time',
            (m: string) => m.replace(/Expiration Time: .*/, 'Expiration Time: never'),
          ],
          ['Not Before', (m: string) => `${m}\nNot Before: Invalid Date`],
        ] as const) {
          const { nonce, token } = await getNonce()
          const message = replace(createMessage(nonce))
          await expectRefusal(
            authenticate({ message, signature: await alice.signMessage({ message }), token }),
            400,
            'InvalidSiweMessageError',
            `Invalid sign-in message: "${field}" is not an RFC 3339 date-time`,
          )
        }
      })

      it('a statement with a line break', async () => {
        const { nonce, token } = await getNonce()
        const message = createMessage(nonce).replace(
          'Sign in with your wallet.',
          'Sign in with your wallet.\nURI: https://evil.example/',
        )
        await expectRefusal(
          authenticate({ message, signature: await alice.signMessage({ message }), token }),
          400,
          'InvalidSiweMessageError',
          'Invalid sign-in message: "statement" must be a single line followed by an empty line',
        )
      })

      it('a 1 MB message, and one just over 8 KiB', async () => {
        const { nonce, token } = await getNonce()
        const huge = `${createMessage(nonce)}\nResources:\n${'- https://example.org/x\n'.repeat(45_000)}`
        expect(huge.length).toBeGreaterThan(1_000_000)
        const response = await authenticate({ message: huge, signature: '0x00', token })
        expect(response.headers.get('connection')).toBe('close')
        await expectRefusal(
          response,
          413,
          'PayloadTooLargeError',
          'Request body is larger than 65536 bytes',
        )
        const resources = Array.from({ length: 360 }, () => '- https://example.org/x').join('\n')
        const long = `${createMessage(nonce)}\nResources:\n${resources}`
        const body = await expectRefusal(
          authenticate({
            message: long,
            signature: await alice.signMessage({ message: long }),
            token,
          }),
          400,
          'InvalidSiweMessageError',
          `Invalid sign-in message: is ${Buffer.byteLength(long)} bytes long, more than 8192`,
        )
        expect(body.name).toBe('InvalidSiweMessageError')
      })

      it('data that describes another message', async () => {
        const attempt = await signed()
        await expectRefusal(
          authenticate({ ...attempt, data: { accountAddress: bob.address } }),
          400,
          'SiweDataMismatchError',
          'Sign-in data field "accountAddress" does not match the signed message',
        )
        await expectRefusal(
          authenticate({ ...attempt, data: { chainId: 'eip155:1' } }),
          400,
          'SiweDataMismatchError',
          'Sign-in data field "chainId" does not match the signed message',
        )
      })

      it('malformed bodies', async () => {
        const attempt = await signed()
        const post = (body: string, contentType = 'text/plain') =>
          request('authenticate', {
            method: 'POST',
            headers: { 'content-type': contentType, 'x-nonce-jwt': `Bearer ${attempt.token}` },
            body,
          })
        await expectRefusal(
          post(JSON.stringify(attempt), 'application/x-www-form-urlencoded'),
          415,
          'UnsupportedMediaTypeError',
          'Expected a JSON request body (Content-Type: application/json)',
        )
        await expectRefusal(post('{'), 400, 'InvalidJsonError', 'Malformed JSON in request body')
        await expectRefusal(
          post(JSON.stringify({ ...attempt, signature: '0xabc' })),
          400,
          'ValidationError',
          'Invalid request body field "signature": expected 0x and hexadecimal bytes',
        )
        await expectRefusal(
          post(JSON.stringify({ ...attempt, data: { a: 'nul\u0000' } })),
          400,
          'UnstorableJsonError',
          'Invalid request body: contains a NUL character (\\u0000)',
        )
        await expectRefusal(
          post(JSON.stringify({ signature: attempt.signature })),
          400,
          'ValidationError',
          'Invalid request body field "message": Invalid input: expected string, received undefined',
        )
      })
    })
  })
})
