import { SimpleGrid, TextInput } from '@mantine/core';
import { CellStack, CellText } from './cell-text';
import { useTranslation } from '../i18n/use-translation';
import { useLocalName } from './local-name';
import type { TextBinding } from './record-form';

export interface CodeFieldProps {
  code: TextBinding;
  /** Already translated: what the code is for in this list. */
  hint?: string;
  /** The code names the record in lists and documents: once made, some never change it. */
  locked?: boolean;
  /** The dialog's first field takes the focus (default); a field above it may take it instead. */
  autoFocus?: boolean;
}

/** A record's short code, typed in capitals (a branch, a holder, a category…). */
export function CodeField({ code, hint, locked, autoFocus = true }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('admin.fields.code')}
      description={hint}
      required
      maxLength={20}
      autoCapitalize="characters"
      disabled={locked}
      data-autofocus={autoFocus || undefined}
      {...code}
      onChange={(event) => code.onChange({ currentTarget: { value: event.currentTarget.value.toUpperCase() } })}
    />
  );
}

/** A record's name in Khmer and in English, side by side from the tablet up. */
export function NameFields({ nameKh, nameEn }: { nameKh: TextBinding; nameEn: TextBinding }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('admin.fields.nameKh')} required maxLength={120} lang="km" {...nameKh} />
      <TextInput label={t('admin.fields.nameEn')} required maxLength={120} lang="en" {...nameEn} />
    </SimpleGrid>
  );
}

/** The code and the two names of a coded record, the head of its dialog; `textOf` binds each to the form. */
export function CodeAndNameFields({
  textOf,
  ...code
}: Omit<CodeFieldProps, 'code'> & { textOf: (field: 'code' | 'nameKh' | 'nameEn') => TextBinding }) {
  return (
    <>
      <CodeField code={textOf('code')} {...code} />
      <NameFields nameKh={textOf('nameKh')} nameEn={textOf('nameEn')} />
    </>
  );
}

/** Someone or somewhere a row names (a jeweller, a branch): the name in the reader's language, its code under it; plain cells (cell-text.tsx). */
export function NameOverCode({ record }: { record: { code: string; nameKh: string; nameEn: string } }) {
  const nameOf = useLocalName();
  return (
    <CellStack>
      <CellText>{nameOf(record)}</CellText>
      <CellText size="xs" dimmed>
        {record.code}
      </CellText>
    </CellStack>
  );
}
