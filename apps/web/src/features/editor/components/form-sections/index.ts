/**
 * The editor's form, section by section, each in a file named after what it holds: the number,
 * colour and beam, the application (sketches and sizes), the lighting targets, the equipment, the
 * control requirements and the library weights. `section.tsx` holds what they share.
 */
export { ApplicationSection } from './application-section';
export { ColourAndBeam } from './colour-and-beam';
export { ControlSection } from './control-section';
export { EquipmentSection } from './equipment-section';
export { NumberBlock } from './number-block';
export { TargetsSection } from './targets-section';
export { WeightsSection } from './weights-section';
