import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { StoneDocumentRef, StoneTarget } from '../../../../shared/contracts/stones/stone';
import { AnchorLink } from '../../../ui';

/** `/gem_stone?lot=`: one lot's page. */
export const lotTarget = (id: number) => ({ to: '/gem_stone', search: { lot: String(id) } }) as const;

/** Where a document a movement names is read: an entry's stones, an invoice. */
const documentPaths: Readonly<Record<StoneDocumentRef['type'], (id: number) => string>> = {
  entry: (id) => `/entry/gem-${id}`,
  invoice: (id) => `/invoice/detail-${id}`,
  // Stones in stock on the go-live day: the opening document's slip.
  opening: (id) => `/material/slip-${id}`,
};
export const documentPath = (document: StoneDocumentRef) => documentPaths[document.type](document.id);

/** Where an item or an order is followed. */
export const targetPath = (target: Pick<StoneTarget, 'kind' | 'id'>) => (target.kind === 'item' ? `/follow/timeline/${target.id}` : '/pre-order');

export function LotLink({ lot }: { lot: { id: number; code: string } }) {
  const target = lotTarget(lot.id);
  return (
    <AnchorLink {...target} size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {lot.code}
    </AnchorLink>
  );
}

export function DocumentLink({ document }: { document: StoneDocumentRef }) {
  return (
    <Anchor component={Link} to={documentPath(document)} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {document.number}
    </Anchor>
  );
}

/** The item's code or the order's number, its description under it. */
export function TargetText({ target }: { target: StoneTarget }) {
  return (
    <div>
      <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {target.code}
      </Text>
      {target.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {target.description}
        </Text>
      )}
    </div>
  );
}
