/** Whether a 3:2 slot would crop past a fifth of the height: an upright photo, shown whole. */
export function shownWhole(shape: readonly [number, number] | undefined, slot = [3, 2] as const) {
  if (!shape) return false;
  const [width, height] = shape;
  return height / width > (slot[1] / slot[0]) * 1.2;
}
