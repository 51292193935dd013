// What the pages and the image build (content/pictures/image-build.ts) agree on about a
// picture's shape.

/**
 * Whether a landscape slot (3:2) would crop a picture of this shape past a fifth of its height:
 * an upright photo, which is then shown whole (the "whole" preset keeps its shape), rather than
 * its middle strip. The build makes "whole" copies of such pictures only (image-build.ts).
 */
export function shownWhole(shape: readonly [number, number] | undefined, slot = [3, 2] as const) {
  if (!shape) return false;
  const [width, height] = shape;
  return height / width > (slot[1] / slot[0]) * 1.2;
}
