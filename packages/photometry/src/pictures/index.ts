export * from './colour-scales.js';
export * from './luminance-scale.js';
export * from './isolines.js';
export * from './png.js';
export * from './svg.js';
export * from './picture-texts.js';
export * from './face-picture.js';
export * from './polar-curve.js';
