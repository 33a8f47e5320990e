import { describe, expect, it, vi } from 'vitest'
import { geolocate, geolocationOptions } from './geolocate'
import { nearMeMessages } from './messages'

type Answer = { position: { coords: { latitude: number; longitude: number } } } | { error: { code: number } }

/** A navigator.geolocation that answers every request as told, recording the options it was given. */
function stubGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if ('position' in answer) success(answer.position as GeolocationPosition)
    else failure?.(answer.error as GeolocationPositionError)
  })
  vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } })
  return getCurrentPosition
}

describe('geolocate', () => {
  it('resolves with the position, asked for coarsely, with a 10 s timeout and a 10 min cache', async () => {
    const getCurrentPosition = stubGeolocation({ position: { coords: { latitude: 53.82, longitude: -1.57 } } })
    await expect(geolocate()).resolves.toEqual({ ok: true, point: { latitude: 53.82, longitude: -1.57 } })
    expect(getCurrentPosition.mock.calls[0][2]).toEqual({ enableHighAccuracy: false, timeout: 10000, maximumAge: 600000 })
    expect(geolocationOptions).toEqual({ enableHighAccuracy: false, timeout: 10000, maximumAge: 600000 })
  })

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [99, 'unavailable'],
  ] as const)('maps error code %i to %s', async (code, reason) => {
    stubGeolocation({ error: { code } })
    await expect(geolocate()).resolves.toEqual({ ok: false, reason })
  })

  it('is unsupported without navigator.geolocation', async () => {
    vi.stubGlobal('navigator', {})
    await expect(geolocate()).resolves.toEqual({ ok: false, reason: 'unsupported' })
  })
})

describe('geolocation messages', () => {
  it('has a message for every failure, each pointing to the postcode field', () => {
    for (const reason of ['denied', 'timeout', 'unavailable', 'unsupported'] as const) {
      expect(nearMeMessages.geolocation[reason]()).toMatch(/pašto kod/)
    }
  })

  it('explains a postcode it cannot read or cannot find', () => {
    expect(nearMeMessages.postcode.invalid(' XYZ ')).toBe('Tokio pašto kodo neradome: „XYZ“ nėra JK pašto kodas. Įveskite jį taip: LS6 arba LS6 1AN.')
    expect(nearMeMessages.postcode.unknown('ZZ9')).toBe('Pašto kodo ZZ9 neradome. Patikrinkite jį arba įveskite tik pirmąją dalį, pavyzdžiui, LS6.')
  })
})
