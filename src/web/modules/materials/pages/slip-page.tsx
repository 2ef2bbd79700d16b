import { Button, Group, Stack } from '@mantine/core';
import { IconArrowBackUp, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { showSnackbar } from '../../../shell/snackbar';
import { ButtonLink } from '../../../ui';
import { RecordLoader } from '../../../ui/record-loader';
import { canAny, useMe } from '../../platform/api/get-me';
import { slipPath, useGetDocument } from '../api/get-document';
import { ReverseDocumentDialog } from '../components/reverse-document-dialog';
import classes from '../../../ui/a4-sheet.module.css';
import { SlipView, type SlipFormat } from '../components/slip-view';
import { ChoiceControl } from '../../../ui/choice-control';

/** A reversal is never reversed, and a document at most once. */
export const canBeReversed = (document: MaterialDocument) => document.kind !== 'reversal' && document.reversedByDocumentId === null;

/** `/material/slip-{id}`: the printable slip of a transfer, return, melt or reversal, and its reversal. */
export function SlipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = getRouteApi('/material/slip-{$id}').useParams();
  const { data: me } = useMe();
  const [format, setFormat] = useState<SlipFormat>('a4');
  const [reversing, setReversing] = useState(false);

  return (
    <RecordLoader
      query={useGetDocument(Number(params.id))}
      notFound={t('materials.slip.notFound', { id: params.id })}
      loadFailed={t('materials.slip.loadFailed')}
      back={<ButtonLink to="/material" variant="light">{t('materials.transfer.backToMaterials')}</ButtonLink>}
    >
      {(document) => (
        // Keyed by the document: a reversal opens its own slip at once (its data awaited before the page
        // changes), and the dialog that reversed the first must not fade out over the second, naming it.
        <Stack gap="md" key={document.id}>
          <Group justify="space-between" className={classes.noPrint} wrap="wrap">
            <ChoiceControl
              value={format}
              onChange={(value) => setFormat(value === 'narrow' ? 'narrow' : 'a4')}
              data={[
                { value: 'a4', label: t('materials.slip.formatA4') },
                { value: 'narrow', label: t('materials.slip.formatNarrow') },
              ]}
              aria-label={t('materials.slip.format')}
            />
            <Group gap="sm">
              {canAny(me, ['materials.write']) && canBeReversed(document) && (
                <Button variant="light" color="red" leftSection={<IconArrowBackUp size={18} />} onClick={() => setReversing(true)}>
                  {t('materials.slip.reverse')}
                </Button>
              )}
              <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
                {t('materials.slip.print')}
              </Button>
            </Group>
          </Group>
          <SlipView document={document} format={format} />
          <ReverseDocumentDialog
            opened={reversing}
            document={document}
            onClose={() => setReversing(false)}
            onReversed={(reversal) => {
              setReversing(false);
              showSnackbar({ type: 'success', message: t('materials.slip.reversed', { number: reversal.number }) });
              void navigate({ to: slipPath(reversal.id) });
            }}
          />
        </Stack>
      )}
    </RecordLoader>
  );
}
