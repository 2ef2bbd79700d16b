export { scaleConnection, type ScaleMessage, type ScaleSnapshot, type ScaleStatus, type ScaleTake } from './scale-connection';
export { useScaleSnapshot } from './use-scale-snapshot';
export { isScaleKey, useScaleTake, type ScaleQuantity } from './use-scale-take';
