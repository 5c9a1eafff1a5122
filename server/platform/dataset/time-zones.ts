// Each hotel's IANA time zone, from its coordinates with @photostructure/tz-lookup,
// then checked against the standard offsets of its state: a zone from outside the state (a
// border lookup gone wrong) would move the cancellation deadline by an hour, so it fails the
// generation instead. Fourteen states span two zones; their hotels take the zone of where they
// stand (El Paso is on Mountain time, Pensacola on Central, Knoxville on Eastern...).
import tzLookup from '@photostructure/tz-lookup';
import { TZDate } from '@date-fns/tz';

/** Standard (winter) UTC offsets in hours of each state; two entries for the two-zone states. */
export const STATE_STANDARD_OFFSETS: Readonly<Record<string, readonly number[]>> = {
  AL: [-6],
  AK: [-9, -10], // Alaska; the western Aleutians on Hawaii–Aleutian time
  AZ: [-7], // Mountain without daylight saving (America/Phoenix), the Navajo Nation with it
  AR: [-6],
  CA: [-8],
  CO: [-7],
  CT: [-5],
  DE: [-5],
  DC: [-5],
  FL: [-5, -6], // the western Panhandle is on Central time
  GA: [-5],
  HI: [-10],
  ID: [-7, -8], // the Panhandle north of the Salmon River is on Pacific time
  IL: [-6],
  IN: [-5, -6], // the north-west (Gary) and south-west (Evansville) corners are on Central time
  IA: [-6],
  KS: [-6, -7], // four western counties are on Mountain time
  KY: [-5, -6], // the western half is on Central time
  LA: [-6],
  ME: [-5],
  MD: [-5],
  MA: [-5],
  MI: [-5, -6], // four Upper Peninsula counties on the Wisconsin line are on Central time
  MN: [-6],
  MS: [-6],
  MO: [-6],
  MT: [-7],
  NE: [-6, -7], // the western Panhandle is on Mountain time
  NV: [-8, -7], // West Wendover is on Mountain time
  NH: [-5],
  NJ: [-5],
  NM: [-7],
  NY: [-5],
  NC: [-5],
  ND: [-6, -7], // the south-west is on Mountain time
  OH: [-5],
  OK: [-6],
  OR: [-8, -7], // most of Malheur County is on Mountain time
  PA: [-5],
  RI: [-5],
  SC: [-5],
  SD: [-6, -7], // the western half is on Mountain time
  TN: [-6, -5], // East Tennessee is on Eastern time
  TX: [-6, -7], // El Paso and Hudspeth counties are on Mountain time
  UT: [-7],
  VT: [-5],
  VA: [-5],
  WA: [-8],
  WV: [-5],
  WI: [-6],
  WY: [-7],
};

/** The zone's UTC offset in hours on 15 January (standard time everywhere in the US). */
export function standardOffsetHours(timeZone: string): number {
  return -new TZDate(2026, 0, 15, 12, 0, 0, timeZone).getTimezoneOffset() / 60;
}

export function hotelTimeZone(stateCode: string, latitude: number, longitude: number): string {
  const zone = tzLookup(latitude, longitude);
  const allowed = STATE_STANDARD_OFFSETS[stateCode] ?? [];
  if (!allowed.includes(standardOffsetHours(zone))) {
    throw new Error(`time zone ${zone} at ${latitude},${longitude} is not one of ${stateCode}'s`);
  }
  return zone;
}
