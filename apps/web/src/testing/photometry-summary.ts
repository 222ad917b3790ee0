/** A parsed photometric file as `GET /api/photometry/:id` answers it, for tests: a 20° round washer of 1,800 lm and 20 W (file 41). */
export const photometrySummary = (over: Record<string, unknown> = {}) => ({
  id: 41,
  fileName: 'wash-20.ies',
  format: 'IES',
  lumens: 1800,
  maxIntensity: 5200,
  beamAngle: 20,
  beamAngle90: 20,
  beamAngleCie: 20,
  beamAngleCie90: 20,
  batwing: false,
  fieldAngle: 38,
  fieldAngle90: 38,
  inputWatts: 20,
  efficacy: 90,
  polar: { c0c180: [] as unknown[], c90c270: [] as unknown[] },
  ...over,
});
