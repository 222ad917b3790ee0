/** What a rank row (contracts `rankRow`) says of the fixture itself, for tests that build rows: a 30° / 3000 K fixture of lamp type 5. */
export const RANK_ROW_FIXTURE = {
  lampType: 5,
  colorTemperature: 3000,
  beamAngle: 30,
  protectLevel: 'IP66',
  longNs: 600,
  widthNs: 76,
  heightNs: 90,
} as const;
