import { Anchor, Image } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import { imageUrl } from '../../../ui';

const noPhotoStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'var(--mantine-color-gray-1)',
  borderRadius: 'var(--mantine-radius-md)',
} as const;

/** A piece's photo as a square thumbnail (the spec §7 image view URL, 120 px square), opening full size; a diamond when it has none. */
export function PiecePhoto({ src, alt, size = 48 }: { src: string | null | undefined; alt: string; size?: number }) {
  if (!src)
    return (
      // A plain box, not Mantine's Center: a list page shows fifty of them (ui/cell-text.tsx says why).
      <div style={{ ...noPhotoStyle, width: size, height: size }} aria-hidden>
        <IconDiamond size={size / 2} color="var(--mantine-color-gray-5)" />
      </div>
    );
  return (
    <Anchor href={imageUrl(src)} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
      <Image src={imageUrl(src, { width: 120, height: 120 })} alt={alt} w={size} h={size} radius="md" fit="cover" loading="lazy" />
    </Anchor>
  );
}
