import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';

/**
 * The page of each kind of document a posting or an audit row names, by the
 * spec's routes (shared/routes.ts): a slip, an entry, a cast, an invoice, a
 * stock document. document-link.test.ts proves each is a route of the table.
 */
export const documentRoutes = {
  transfer: '/material/slip-{id}',
  return: '/material/slip-{id}',
  melt: '/material/slip-{id}',
  reversal: '/material/slip-{id}',
  opening: '/material/slip-{id}',
  entry: '/entry-detail-{id}',
  cast: '/cast/detail/{id}',
  invoice: '/invoice/detail-{id}',
  stock: '/jewelry/document-{id}',
} as const;
export type DocumentType = keyof typeof documentRoutes;

export const isDocumentType = (type: string): type is DocumentType => Object.hasOwn(documentRoutes, type);

/** The page of a document, or null when its kind has none or its id is not a number. */
export function documentPath(type: string, id: string | number): string | null {
  const text = String(id);
  if (!isDocumentType(type) || !/^[1-9]\d{0,9}$/.test(text)) return null;
  return documentRoutes[type].replace('{id}', text);
}

export interface DocumentLinkProps {
  readonly type: string;
  readonly id: string | number;
  /** The number people know it by; without one, its kind and id. */
  readonly number?: string | null;
}

/** "Entry E-2026-000005" as a link to the entry; a kind with no page is plain text. */
export function DocumentLink({ type, id, number }: DocumentLinkProps) {
  const { t } = useTranslation();
  const kind = isDocumentType(type) ? t(`ui.documents.${type}`) : type;
  const label = number ? `${kind} ${number}` : `${kind} #${id}`;
  const path = documentPath(type, id);
  if (!path) {
    return (
      <Text span size="sm">
        {label}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={path} size="sm">
      {label}
    </Anchor>
  );
}
