import { useQuery } from '@tanstack/react-query';

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

/**
 * A text's QR code as an image address, or null until it is made. A query
 * rather than an effect: where the server draws the page (src/web/main-server.tsx)
 * it makes the code too, and the page arrives with it rather than with an
 * empty square that the browser fills once its scripts have run.
 */
export function useQrImage(text: string | null): string | null {
  const image = useQuery({ queryKey: ['qr-image', text], queryFn: () => qrImageUrl(text ?? ''), enabled: text !== null, staleTime: Number.POSITIVE_INFINITY });
  return text === null ? null : (image.data ?? null);
}

/** A QR code of `text`, square, black on white; empty room of its size until it is drawn. */
export function QrCode({ text, size, alt, className, testId }: QrCodeProps) {
  const image = useQrImage(text);
  const style = { width: size, height: size, display: 'block', background: 'white' } as const;
  return image ? (
    <img src={image} alt={alt} className={className} style={style} data-testid={testId} data-qr-text={text} />
  ) : (
    <span className={className} style={style} aria-hidden />
  );
}
