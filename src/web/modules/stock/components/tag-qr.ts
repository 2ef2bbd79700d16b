import { useEffect, useState } from 'react';

/**
 * QR codes of piece codes as SVG images (sharp on a thermal label printer).
 * `qrcode` is imported on first use, so the stock pages' first screen stays small.
 */
export async function qrImageUrl(code: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(code, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR image of each code, filled in as they are drawn; `ready` once all are. */
export function useQrImages(codes: readonly string[]): { images: Readonly<Record<string, string>>; ready: boolean } {
  const [images, setImages] = useState<Record<string, string>>({});
  const key = codes.join('\n');
  useEffect(() => {
    let live = true;
    const wanted = [...new Set(key.split('\n').filter((code) => code !== ''))];
    void Promise.all(wanted.map(async (code) => [code, await qrImageUrl(code)] as const)).then((pairs) => {
      if (live) setImages(Object.fromEntries(pairs));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return { images, ready: codes.every((code) => images[code] !== undefined) };
}
