export * from './units.js';
export * from './vector.js';
export { PhotometryParseError } from './parse-error.js';
export type * from './photometry-types.js';
export { iesParse } from './ies-parse.js';
export { ldtParse, ldtStoredPlanes } from './ldt-parse.js';
export { parsePhotometry, parsePhotometryBytes, photometryTextDecode, photometryFormatDetect } from './photometry-parse.js';
export {
  photometryFromParsed,
  distributionExpandSymmetry,
  distributionFromTypeBA,
  intensityGridBuild,
  planeSymmetryFold,
  typeADirection,
  typeBDirection,
  GRID_C_STEP,
  GRID_GAMMA_STEP,
} from './photometry.js';
export {
  intensityAt,
  intensityAtMeasured,
  intensityToward,
  intensityGridSample,
  directionToAngles,
  anglesToDirection,
  angleNormalize,
} from './intensity.js';
export { atan2Fast } from './fast-math.js';
export { compactLight, compactLightBytes, compactLightPhotometry, photometryArrays, photometryBytes, type CompactLight } from './compact-light.js';
export * from './photometry-figures.js';
export * from './aiming.js';
export * from './scene.js';

export * from './contest-scene.js';
export * from './contest.js';
export * from './fixture-marks.js';
export * from './layout-light.js';
export * from './layout-fit.js';
export * from './light-directions.js';
export * from './synthesize.js';
export { iesWrite } from './ies-write.js';
export { ldtWrite } from './ldt-write.js';
export type { PhotometryWriteOptions } from './photometry-write.js';
export * from './image.js';
export * from './pictures/index.js';
export { photometryTenderData, type PhotometryTenderData } from './tender-data.js';
