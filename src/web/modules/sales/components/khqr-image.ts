import { useEffect, useState } from 'react';

/** The KHQR text as an SVG image; `qrcode` is imported here, on first use. */
async function khqrImageUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The image of a KHQR text (the POS's tender and the customer display draw the same code), null while it is drawn. */
export function useKhqrImage(qr: string | null): string | null {
  const [image, setImage] = useState<{ qr: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    if (qr) void khqrImageUrl(qr).then((url) => live && setImage({ qr, url }));
    return () => {
      live = false;
    };
  }, [qr]);
  return image && image.qr === qr ? image.url : null;
}
