/** Where an entry or an event is: its postcode district's centre, or the exact point an editor gave. */
export type Place = { postcode: string | null; latitude: number; longitude: number }

/** A row's place; null when it has none (an online school or event, a row without a postcode yet). */
export const placeOfRow = (row: { postcode: string | null; latitude: number | null; longitude: number | null }): Place | null =>
  row.latitude === null || row.longitude === null ? null : { postcode: row.postcode, latitude: row.latitude, longitude: row.longitude }
