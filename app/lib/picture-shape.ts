/**
 * Whether a landscape slot (3:2) would crop a picture of this shape past a fifth of its height:
 * an upright photo, then shown whole (the "whole" preset, which the build makes for these alone).
 */
export function shownWhole(shape: readonly [number, number] | undefined, slot = [3, 2] as const) {
  if (!shape) return false;
  const [width, height] = shape;
  return height / width > (slot[1] / slot[0]) * 1.2;
}
