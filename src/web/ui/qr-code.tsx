import { useQueries, useQuery } from '@tanstack/react-query';

/**
 * The quiet zone around a code, in modules: one on a screen or a sheet (the
 * white around it is the page's); none on a thermal label, where every
 * millimetre of the tag is the code's.
 */
export type QrMargin = 0 | 1;

/** A text as a QR code's SVG, as an image address; `qrcode` loads on first use (it stays out of the first screen). */
export async function qrImageUrl(text: string, margin: QrMargin = 1): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** One query a code: a text asked for again (a tag printed twice, the POS's payment code drawn anew) is made once and kept. */
const qrImageQuery = (text: string, margin: QrMargin) => ({
  queryKey: ['qr-image', text, margin],
  queryFn: () => qrImageUrl(text, margin),
  staleTime: Number.POSITIVE_INFINITY,
});

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
export function useQrImage(text: string | null, margin: QrMargin = 1): string | null {
  const image = useQuery({ ...qrImageQuery(text ?? '', margin), enabled: text !== null });
  return text === null ? null : (image.data ?? null);
}

/** The QR image of each text (a sheet of tags), filled in as they are made; `ready` once all are. */
export function useQrImages(texts: readonly string[], margin: QrMargin = 1): { images: Readonly<Record<string, string>>; ready: boolean } {
  const wanted = [...new Set(texts.filter((text) => text !== ''))];
  return useQueries({
    queries: wanted.map((text) => qrImageQuery(text, margin)),
    combine: (results) => {
      const images: Record<string, string> = {};
      results.forEach((result, i) => {
        if (result.data !== undefined) images[wanted[i]!] = result.data;
      });
      return { images, ready: texts.every((text) => images[text] !== undefined) };
    },
  });
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
