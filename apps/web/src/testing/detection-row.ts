import type { DetectionRow } from '@lampsheet/contracts';

/** A selection row with every figure null but those given. */
export function detection(over: Partial<DetectionRow>): DetectionRow {
  const base: Record<string, unknown> = {
    id: 1, contestId: 10, contestTypeId: 102, contestTypeStr: '洗墙', dataType: '1', projectId: null, lampId: 1, brandId: 1,
    brandName: 'Lumenpulse', model: 'LX-1', lampType: 1, lampTypeStr: '洗墙灯', lampShape: 1, colorFlag: 1, rgbwa: '全亮',
    lumImage: null, pseuColor: null, viewPhoto: null, surfaceType: 'A', storageId: null, taskId: null, workVoltage: 'DC24V',
    photometryId: null,
  };
  for (const k of ['power', 'lightness', 'lightnessAve', 'lightnessMax', 'evenness', 'anbanHeight', 'beamAngle', 'colorTemperature',
    'lumSize', 'lumSizeMin', 'h', 'w', 'w1', 'w2', 'contestS', 'contestL', 'contestA', 'contestH1', 'contestH2', 'contestAlbedo', 'longNs',
    'widthNs', 'heightNs', 'authorizedPrice']) base[k] = null;
  for (let i = 1; i <= 10; i++) base[`lightIntensity${i}`] = null;
  return { ...base, ...over } as DetectionRow;
}
