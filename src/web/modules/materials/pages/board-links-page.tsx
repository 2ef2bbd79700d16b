import { Alert, Badge, Button, Checkbox, CopyButton, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceTv, IconExternalLink, IconLock, IconQrcode } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BoardLink, CreateBoardLinkResponse } from '../../../../shared/contracts/materials/board-links';
import { createBoardLinkBodySchema } from '../../../../shared/contracts/materials/board-links';
import { formatDateTime } from '../../../i18n/format';
import { isApiError } from '../../../shell/http';
import { canAny, useMe } from '../../platform/api/get-me';
import { useChooseReceiptBoardLink } from '../api/choose-receipt-board-link';
import { useCreateBoardLink } from '../api/create-board-link';
import { useFindBoardLinks } from '../api/find-board-links';
import { useRevokeBoardLink } from '../api/revoke-board-link';

const fullUrl = (path: string) => new URL(path, window.location.origin).toString();

/** One address of a new link, to copy or open. */
function LinkAddress({ label, path, testId }: { label: string; path: string; testId: string }) {
  const { t } = useTranslation();
  const url = fullUrl(path);
  return (
    <Stack gap={4}>
      <Text fw={600} fz="sm">
        {label}
      </Text>
      <TextInput value={url} readOnly data-testid={testId} onFocus={(event) => event.currentTarget.select()} aria-label={label} />
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('materials.board.links.copied') : t('materials.board.links.copy')}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="subtle" component="a" href={url} target="_blank" rel="noreferrer" leftSection={<IconExternalLink size={14} />}>
          {t('materials.board.links.open')}
        </Button>
      </Group>
    </Stack>
  );
}

function LinkCard({ link, onRevoke }: { link: BoardLink; onRevoke: (link: BoardLink) => void }) {
  const { t } = useTranslation();
  const chooseForReceipts = useChooseReceiptBoardLink();
  const active = link.revokedAt === null;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="board-link" data-link-name={link.name} data-active={active}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap="xs">
            <IconDeviceTv size={18} aria-hidden />
            <Text fw={700}>{link.name}</Text>
            <Badge variant="light" color={active ? 'teal' : 'gray'}>
              {active ? t('materials.board.links.active') : t('materials.board.links.revoked')}
            </Badge>
            {link.forReceipts && (
              <Badge variant="light" color="yellow" leftSection={<IconQrcode size={12} />}>
                {t('materials.board.links.receipts')}
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('materials.board.links.createdBy', { who: link.createdBy ?? '—', when: formatDateTime(link.createdAt) })}
          </Text>
          {link.revokedAt && (
            <Text fz="xs" c="dimmed">
              {t('materials.board.links.revokedBy', { who: link.revokedBy ?? '—', when: formatDateTime(link.revokedAt) })}
            </Text>
          )}
        </Stack>
        {active && (
          <Group gap="xs">
            {!link.forReceipts && (
              <Button size="xs" variant="light" loading={chooseForReceipts.isPending} onClick={() => chooseForReceipts.mutate(link.id)}>
                {t('materials.board.links.useForReceipts')}
              </Button>
            )}
            <Button size="xs" color="red" variant="light" onClick={() => onRevoke(link)} data-testid="board-link-revoke">
              {t('materials.board.links.revoke')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}

/**
 * `/setting/board`: the owner's board links (DESIGN §3.10). A new link's
 * addresses are shown once (the server keeps only a hash of the secret);
 * turning one off blanks the boards open with it within seconds.
 */
export function BoardLinksPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const isOwner = canAny(me, ['platform.settings']);
  const links = useFindBoardLinks();
  const create = useCreateBoardLink();
  const revoke = useRevokeBoardLink();
  const [name, setName] = useState('');
  const [forReceipts, setForReceipts] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateBoardLinkResponse | null>(null);
  const [revoking, setRevoking] = useState<BoardLink | null>(null);

  if (me && !isOwner) {
    return (
      <Alert icon={<IconLock size={18} />} color="gray" title={t('materials.board.links.title')}>
        {t('materials.board.links.ownerOnly')}
      </Alert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createBoardLinkBodySchema.safeParse({ name, forReceipts });
    if (!parsed.success) {
      setNameError(name.trim() === '' ? t('form.required') : t('form.invalidFormat'));
      return;
    }
    setNameError(null);
    try {
      setCreated(await create.mutateAsync(parsed.data));
      setName('');
      setForReceipts(false);
    } catch (error) {
      if (isApiError(error) && error.fields?.name) setNameError(error.fields.name);
    }
  };

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {t('materials.board.links.title')}
        </Title>
        <Text c="dimmed">{t('materials.board.links.subtitle')}</Text>
      </Stack>

      <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('materials.board.links.name')}
            description={t('materials.board.links.nameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            maxLength={60}
            data-testid="board-link-name"
          />
          <Checkbox label={t('materials.board.links.forReceipts')} checked={forReceipts} onChange={(event) => setForReceipts(event.currentTarget.checked)} />
          <Group>
            <Button type="submit" loading={create.isPending} data-testid="board-link-create">
              {t('materials.board.links.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Text fz="sm" c="dimmed">
        {t('materials.board.links.receiptsRule')}
      </Text>

      <Stack gap="sm">
        {links.data?.items.length === 0 && <Text c="dimmed">{t('materials.board.links.empty')}</Text>}
        {links.data?.items.map((link) => <LinkCard key={link.id} link={link} onRevoke={setRevoking} />)}
      </Stack>

      <Modal opened={created !== null} onClose={() => setCreated(null)} title={created ? t('materials.board.links.createdTitle', { name: created.link.name }) : ''} size="lg">
        {created && (
          <Stack gap="md" data-testid="board-link-created">
            <Alert color="yellow" icon={<IconLock size={18} />}>
              {t('materials.board.links.shownOnce')}
            </Alert>
            <LinkAddress label={t('materials.board.links.boardLink')} path={created.boardPath} testId="board-link-board-url" />
            <LinkAddress label={t('materials.board.links.pricesLink')} path={created.pricesPath} testId="board-link-prices-url" />
            <Group justify="flex-end">
              <Button onClick={() => setCreated(null)}>{t('materials.board.links.done')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title={revoking ? t('materials.board.links.revokeTitle', { name: revoking.name }) : ''}>
        <Stack gap="md">
          <Text>{t('materials.board.links.revokeBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('materials.board.links.cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              data-testid="board-link-revoke-confirm"
              onClick={async () => {
                if (revoking) await revoke.mutateAsync(revoking.id).catch(() => undefined);
                setRevoking(null);
              }}
            >
              {t('materials.board.links.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
