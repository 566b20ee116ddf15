import { describe, expect, it } from 'vitest'
import { ApiError, errorFromResponse, errorMessages, isApiError, unwrap } from './errors.ts'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('common error display (spec §8)', () => {
  it('lists the message, then each string under errors, then error', () => {
    const err = new ApiError(422, {
      result: false,
      message: 'The given data was invalid.',
      errors: { email: ['Please enter your email.', 'Invalid email address.'], otp: ['OTP is required.'] },
      error: 'validation',
    })
    expect(errorMessages(err)).toEqual([
      'The given data was invalid.',
      'Please enter your email.',
      'Invalid email address.',
      'OTP is required.',
      'validation',
    ])
  })

  it("uses 'An error occurred' when there is no message, or the caller's own default", () => {
    expect(errorMessages(new ApiError(500, undefined))).toEqual(['An error occurred'])
    expect(errorMessages(new ApiError(500, { result: false, message: '  ' }), 'حدث خطأ')).toEqual(['حدث خطأ'])
  })

  it('skips an error that is not a string and non-string entries under errors', () => {
    const body = {
      result: false,
      message: 'Nope.',
      errors: { a: ['x', 3, null], b: 'y' },
      error: { code: 1 },
    }
    expect(errorMessages(body)).toEqual(['Nope.', 'x', 'y'])
  })

  it('reads a raw error body as well as an ApiError', () => {
    expect(errorMessages({ result: false, message: 'Cart is empty.' })).toEqual(['Cart is empty.'])
  })

  it('shows only the default for a network failure or a bug, whose message is for developers', () => {
    expect(errorMessages(new TypeError('Failed to fetch'))).toEqual(['An error occurred'])
    expect(errorMessages(undefined)).toEqual(['An error occurred'])
  })
})

describe('errorFromResponse', () => {
  it('is null for a 2xx answer whose result is true, and for a non-JSON 2xx answer', async () => {
    expect(await errorFromResponse(json({ result: true, message: 'OK' }))).toBeNull()
    expect(await errorFromResponse(new Response('plain', { status: 200 }))).toBeNull()
  })

  it('turns a 2xx result:false into an ApiError and leaves the body readable', async () => {
    const response = json({ result: false, message: 'Out of stock.' })
    const error = await errorFromResponse(response)
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({ status: 200, message: 'Out of stock.' })
    expect(await response.json()).toEqual({ result: false, message: 'Out of stock.' })
  })

  it('finds result:false however the server spaces it, and not a "result" inside a value', async () => {
    const spaced = new Response('{ "result" : false, "message": "Cart is empty." }', {
      headers: { 'content-type': 'application/json' },
    })
    expect(await errorFromResponse(spaced)).toMatchObject({ message: 'Cart is empty.' })
    expect(await errorFromResponse(json({ result: true, message: '"result": false' }))).toBeNull()
  })

  it('keeps a non-JSON error body as text', async () => {
    const error = await errorFromResponse(new Response('<h1>Bad gateway</h1>', { status: 502 }))
    expect(error).toMatchObject({ status: 502, body: '<h1>Bad gateway</h1>', message: 'An error occurred' })
  })
})

describe('unwrap', () => {
  it('returns the data of a success', () => {
    const data = { result: true, message: 'OK' }
    expect(unwrap({ data, response: json(data) })).toBe(data)
  })

  it('throws an ApiError with the status for an error result, an empty success and result:false', () => {
    expect(() =>
      unwrap({ error: { result: false, message: 'Not found.' }, response: json({}, 404) }),
    ).toThrow(expect.objectContaining({ status: 404, message: 'Not found.' }))
    expect(() => unwrap({ data: undefined, response: new Response(null, { status: 200 }) })).toThrow(ApiError)
    expect(() => unwrap({ data: { result: false, message: 'No.' }, response: json({}) })).toThrow('No.')
  })
})
