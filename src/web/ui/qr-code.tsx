import { useEffect, useState } from 'react';

/** A text as a QR code's SVG, as an image address; `qrcode` loads on first use. */
export async function qrImageUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface QrCodeProps {
  text: string;
  /** Its side, CSS length. */
  size: string;
  alt: string;
  className?: string;
  testId?: string;
}

/** A QR code of `text`, square, black on white; empty room of its size until it is drawn. */
export function QrCode({ text, size, alt, className, testId }: QrCodeProps) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrImageUrl(text).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [text]);
  const style = { width: size, height: size, display: 'block', background: 'white' } as const;
  return image ? (
    <img src={image} alt={alt} className={className} style={style} data-testid={testId} data-qr-text={text} />
  ) : (
    <span className={className} style={style} aria-hidden />
  );
}
