import { Box, Button, CloseButton, FileButton, Group, Input, Text } from '@mantine/core';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { imageUrl } from './image-url';

/** A picked file not yet uploaded, or an uploaded image's source (id, path or URL). */
export type PhotoValue = File | string;

export interface PhotoFieldProps {
  value: readonly PhotoValue[];
  onChange: (photos: PhotoValue[]) => void;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Most photos the field takes. */
  max?: number;
  /** Thumbnail side in px. */
  thumbSize?: number;
  /** Image view URL template for uploaded sources (spec §7). */
  imageTemplate?: string;
}

const fileKeys = new WeakMap<File, number>();
let lastFileKey = 0;
/** Stable React keys for files (no id of their own); uploaded sources key by position and value. */
function keyOf(photo: PhotoValue, index: number): string {
  if (typeof photo === 'string') return `s:${index}:${photo}`;
  let key = fileKeys.get(photo);
  if (key === undefined) {
    lastFileKey += 1;
    key = lastFileKey;
    fileKeys.set(photo, key);
  }
  return `f:${key}`;
}

/** Adds picked files after the current ones, up to `max`. */
export function addPhotos(current: readonly PhotoValue[], picked: readonly File[], max = Infinity): PhotoValue[] {
  return [...current, ...picked.filter((f) => f.type === '' || f.type.startsWith('image/'))].slice(0, max);
}

export function removePhoto(current: readonly PhotoValue[], index: number): PhotoValue[] {
  return current.filter((_, i) => i !== index);
}

function Thumb({ photo, size, alt, template }: { photo: PhotoValue; size: number; alt: string; template?: string }) {
  // A file previews through an object URL, revoked when the thumbnail goes.
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || typeof photo === 'string') return;
      const url = URL.createObjectURL(photo);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [photo],
  );
  const src = typeof photo === 'string' ? imageUrl(photo, { width: size, height: size, template }) : undefined;
  return (
    <img
      ref={attach}
      src={src}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
    />
  );
}

/** Take a photo with the back camera or choose image files; thumbnails with a remove button each. */
export function PhotoField({
  value,
  onChange,
  label,
  description,
  error,
  required,
  disabled = false,
  max,
  thumbSize = 96,
  imageTemplate,
}: PhotoFieldProps) {
  const { t } = useTranslation();
  const full = max !== undefined && value.length >= max;
  const add = (files: File[]) => onChange(addPhotos(value, files, max));

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required}>
      <Group gap="xs" mt={4} align="flex-start">
        {value.map((photo, index) => (
          <Box key={keyOf(photo, index)} pos="relative" w={thumbSize} h={thumbSize} bg="gray.1" bdrs="sm">
            <Thumb photo={photo} size={thumbSize} alt={t('ui.photo.alt', { index: index + 1 })} template={imageTemplate} />
            {!disabled && (
              <CloseButton
                size="sm"
                variant="filled"
                pos="absolute"
                top={4}
                right={4}
                aria-label={t('ui.photo.remove', { index: index + 1 })}
                onClick={() => onChange(removePhoto(value, index))}
              />
            )}
          </Box>
        ))}
      </Group>
      <Group gap="xs" mt="xs">
        <FileButton onChange={(file) => file && add([file])} accept="image/*" capture="environment" disabled={disabled || full}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={16} />} disabled={disabled || full}>
              {t('ui.photo.takePhoto')}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={add} accept="image/*" multiple disabled={disabled || full}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhotoPlus size={16} />} disabled={disabled || full}>
              {t('ui.photo.chooseFiles')}
            </Button>
          )}
        </FileButton>
        {max !== undefined && (
          <Text size="xs" c="dimmed">
            {t('ui.photo.limit', { max })}
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
