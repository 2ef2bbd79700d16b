import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { PersonRef } from '../../shared/contracts/platform/person';

/**
 * A person as people call them, the same on every screen (issue 20 §3): the
 * Khmer name on Khmer screens where there is one, else the other; never a login.
 */
export function personName(person: Pick<PersonRef, 'nameKh' | 'nameEn'>, language: string): string {
  return (language === 'kh' ? person.nameKh || person.nameEn : person.nameEn || person.nameKh).trim();
}

export function usePersonName(): (person: PersonRef | null) => string {
  const { t, i18n } = useTranslation();
  return (person) => (person ? personName(person, i18n.language) : t('ui.person.system'));
}

/** Who did it, by name; the system (no person) dimmed. */
export function PersonName({ person, ...props }: { person: PersonRef | null } & TextProps) {
  const nameOf = usePersonName();
  return (
    <Text span size="sm" c={person ? undefined : 'dimmed'} {...props}>
      {nameOf(person)}
    </Text>
  );
}
