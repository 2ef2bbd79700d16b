import { Box, Button, Group, Paper, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { GetBoardQuery } from '../../../../shared/contracts/production/get-board';
import { formatTime } from '../../../i18n/format';
import { showSnackbar } from '../../../shell/snackbar';
import { canAny, useMe } from '../../platform/api/get-me';
import { useGetBoard } from '../api/get-board';
import { BoardColumn } from '../components/board-column';
import { timelinePath } from '../components/item-summary';
import { StockItemFormDialog } from '../components/stock-item-form-dialog';
import { useProductionNames } from '../components/production-names';
import { ProductionTabs } from '../components/production-tabs';
import { PageTitle } from '../../../ui/page-title';
import { FilterSelect } from '../../../ui';

/** `/follow`: one column per work stage (ordering … finishing), the oldest-waiting items first. */
export function FollowBoardPage() {
  const { t } = useTranslation();
  const { materialOptions, designerOptions } = useProductionNames();
  const [materialId, setMaterialId] = useState<string>();
  const [designerStaffId, setDesignerStaffId] = useState<string>();
  const [preOrderOnly, setPreOrderOnly] = useState(false);
  const [formOpened, setFormOpened] = useState(false);
  const { data: me } = useMe();
  const navigate = useNavigate();
  const query: GetBoardQuery = {
    ...(materialId ? { materialId } : {}),
    ...(designerStaffId ? { designerStaffId } : {}),
    ...(preOrderOnly ? { preOrderOnly: 'true' as const } : {}),
  };
  const { data } = useGetBoard(query);

  return (
    <Stack gap="lg">
      <ProductionTabs />
      <PageTitle title={t('production.board.title')} subtitle={t('production.board.subtitle')}>
        {canAny(me, ['production.write']) && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setFormOpened(true)}>
            {t('production.stockItem.new')}
          </Button>
        )}
      </PageTitle>
      <StockItemFormDialog
        opened={formOpened}
        onClose={() => setFormOpened(false)}
        onCreated={(item) => {
          setFormOpened(false);
          showSnackbar({ type: 'success', message: t('production.stockItem.created', { code: item.code }) });
          void navigate({ to: timelinePath(item.id) });
        }}
      />

      <Paper p="md" radius="lg" withBorder>
        <Group gap="md" align="flex-end">
          <FilterSelect
            label={t('production.board.material')}
            placeholder={t('production.board.allMaterials')}
            data={materialOptions}
            value={materialId}
            onChange={setMaterialId}
          />
          <FilterSelect
            label={t('production.board.designer')}
            placeholder={t('production.board.allDesigners')}
            data={designerOptions}
            value={designerStaffId}
            onChange={setDesignerStaffId}
            searchable
          />
          <Switch
            label={t('production.board.preOrderOnly')}
            checked={preOrderOnly}
            onChange={(event) => setPreOrderOnly(event.currentTarget.checked)}
            mb={8}
          />
          {data && (
            <Text size="xs" c="dimmed" ml="auto" mb={8}>
              {t('production.board.updated', { time: formatTime(data.generatedAt) })}
            </Text>
          )}
        </Group>
      </Paper>

      {/* The columns scroll sideways on a phone; each keeps its width. */}
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={10}>
        <Group gap="sm" align="flex-start" wrap="nowrap" pb="xs">
          {data?.stages.map((column) => (
            <BoardColumn key={column.stage} column={column} />
          ))}
          <Box w={1} miw={1} />
        </Group>
      </ScrollArea>
    </Stack>
  );
}
