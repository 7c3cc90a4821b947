import type { Page } from '@playwright/test';

export type Rgb = [number, number, number];

/**
 * The colours a person sees at these CSS-pixel points, read from a real screenshot (decoded by the
 * browser in a scratch page, so no image library is needed). For what computed styles cannot tell:
 * areas that only the root background paints, such as the space kept for the scroll bar.
 */
export async function pixelsAt(page: Page, points: Array<[number, number]>): Promise<Rgb[]> {
  const png = await page.screenshot({ scale: 'css' });
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ({ base64, points }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return points.map(([x, y]) => {
          const [r, g, b] = context.getImageData(x, y, 1, 1).data;
          return [r, g, b] as Rgb;
        });
      },
      { base64: png.toString('base64'), points },
    );
  } finally {
    await scratch.close();
  }
}

/** Largest difference in any channel: alpha blending and color-mix may round differently. */
export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
}
