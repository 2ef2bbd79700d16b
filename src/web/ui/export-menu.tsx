import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { exportUrl, type ExportFormat } from '../../shared/contracts/platform/export-file';
import { currentIntlLocale } from '../i18n/i18n';
import { requestedWithHeader } from '../shell/http-client';
import { showSnackbar } from '../shell/snackbar';
import { useUiLocale } from './use-ui-locale';

export type ExportFilters = Readonly<Record<string, string | number | boolean | undefined | null>>;

/** The file name the server gave (RFC 5987's filename* first, then filename), else a stand-in. */
export function downloadNameOf(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // a broken encoding: fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(contentDisposition)?.[1] ?? fallback;
}

export interface ExportMenuProps {
  /** The list's export route, e.g. /api/sales/invoices/export. */
  readonly path: string;
  /** The list's current filters, as its own query takes them (paging is dropped). */
  readonly filters: ExportFilters;
}

/**
 * "Export" on a list (issue 19 §7): CSV or XLSX of every row the list's
 * current filters keep, headers in the screen's language. The file is
 * fetched first so a refusal (too many rows, a bad filter) shows as a
 * message instead of downloading the error as a file.
 */
export function ExportMenu({ path, filters }: ExportMenuProps) {
  const { t } = useTranslation();
  const locale = useUiLocale() === 'en' ? 'en' : 'kh';
  const [busy, setBusy] = useState(false);

  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const response = await fetch(exportUrl(path, format, filters, locale), {
        credentials: 'same-origin',
        headers: { [requestedWithHeader.name]: requestedWithHeader.value, 'Accept-Language': currentIntlLocale() },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
        showSnackbar({ type: 'error', message: body?.error?.message ?? t('ui.export.failed'), errorCode: body?.error?.code ?? null, messageData: String(response.status), timeout: 8000 });
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadNameOf(response.headers.get('content-disposition'), `export.${format}`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      showSnackbar({ type: 'error', message: t('ui.export.failed'), errorCode: null, messageData: null, timeout: 8000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={18} />} loading={busy} data-export-menu={path}>
          {t('ui.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={18} />} onClick={() => void download('csv')} data-export="csv">
          {t('ui.export.csv')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={18} />} onClick={() => void download('xlsx')} data-export="xlsx">
          {t('ui.export.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
