import type { FaceTargetVerdict, FixtureLayout, RankRow } from '@lampsheet/contracts';

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

interface RankRowParts {
  lampId: number;
  power: number;
  price: number;
  faces: RankRow['faces'];
  /** The faces' verdicts against the request's targets (`faceTargetVerdicts`). */
  verdicts: FaceTargetVerdict[];
  layout: FixtureLayout;
  /** The lit face's area (m²), for the power density. */
  faceArea: number;
  meets: boolean;
  misses: string[];
  score: number;
}

/** A row as the server answers it for fixture `lampId` (brand "Brand n", model "M-n", photometric file n + 100), its layout's light figures from its count. */
export const rankRow = ({ lampId, power, price, faces, verdicts, layout, faceArea, meets, misses, score }: RankRowParts): RankRow => ({
  lampId,
  photometryId: lampId + 100,
  brandId: 1,
  brandName: `Brand ${lampId}`,
  model: `M-${lampId}`,
  power,
  authorizedPrice: price,
  workVoltage: 'DC24V',
  ...RANK_ROW_FIXTURE,
  faces,
  layout,
  installedPower: layout.count * power,
  powerDensity: (layout.count * power) / faceArea,
  utilisation: 0.7,
  spill: 0.3,
  upwardSpill: 0.1,
  verdicts,
  meets,
  misses,
  score,
});
