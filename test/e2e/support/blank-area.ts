// The largest empty patch of a map, for the "never a blank area" checks: the side of the largest
// square of a screenshot whose pixels are all one fill colour (land), found by the classic dynamic
// programme over the pixels (each pixel: 1 + the smallest square ending left, above and diagonal).
import sharp from 'sharp';

export async function largestBlankSquare(
  png: Buffer,
  fill: [number, number, number],
  tolerance = 6,
): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  let previous = new Uint16Array(width);
  let current = new Uint16Array(width);
  let best = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const blank =
        Math.abs(data[at]! - fill[0]) <= tolerance &&
        Math.abs(data[at + 1]! - fill[1]) <= tolerance &&
        Math.abs(data[at + 2]! - fill[2]) <= tolerance;
      current[x] = blank
        ? 1 + (x && y ? Math.min(previous[x]!, current[x - 1]!, previous[x - 1]!) : 0)
        : 0;
      if (current[x]! > best) best = current[x]!;
    }
    [previous, current] = [current, previous];
  }
  return best;
}
