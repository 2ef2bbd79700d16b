import { Text, Title } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import type { StockDocument } from '../../../../shared/contracts/stock/stock-documents';
import { formatCambodian, formatGrams } from '../../../../shared/units';
import { formatPostingDay } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import { localName } from '../../../ui/local-name';
import type { SheetLanguage as StockDocumentLanguage } from '../../../ui';
import classes from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import { sheetField, SheetSignatures } from '../../../ui/sheet-parts';

export { classes as stockDocumentClasses };

export interface StockDocumentSheetProps {
  document: StockDocument;
  language: StockDocumentLanguage;
  t: TFunction;
}

/** Who signs: a transfer is handed over and received; the others are made and checked. */
const signersOf = (kind: StockDocument['kind']) => (kind === 'transfer' || kind === 'receive' ? (['handedOver', 'received'] as const) : (['preparedBy', 'checkedBy'] as const));

/** The printable stock document: its number and kind, where the pieces and their metal went, one line a piece, totals, signatures. */
export function StockDocumentSheet({ document, language, t }: StockDocumentSheetProps) {
  const weight = (mg: number) => (
    <>
      {formatGrams(mg, language)}
      <span className={classes.small}>{formatCambodian(mg, language)}</span>
    </>
  );
  const branch = (b: StockDocument['branch']) => `${b.code} · ${localName(b, language)}`;
  const complement = document.kind === 'complement';
  const transfer = document.kind === 'transfer';
  const stoneMg = document.lines.reduce((sum, line) => sum + line.stoneMg, 0);
  const addedMetalMg = document.lines.reduce((sum, line) => sum + line.addedMetalMg, 0);
  const addedStoneMg = document.lines.reduce((sum, line) => sum + line.addedStoneMg, 0);

  return (
    <section className={classes.sheet} aria-label={t(`stock.document.kinds.${document.kind}`)} lang={language === 'kh' ? 'km' : 'en'} data-testid="stock-document">
      <SheetPaper size="a4" />
      <div className={classes.head}>
        <Title order={2} fz={20}>
          {t(`stock.document.kinds.${document.kind}`)}
        </Title>
        <Text fw={700} className={classes.number}>
          {document.number}
        </Text>
      </div>
      <div className={classes.fields}>
        {sheetField(t('stock.document.date'), formatPostingDay(document.postingDate, document.createdAt, intlLocaleOf(language)))}
        {sheetField(document.kind === 'transfer' ? t('stock.document.fromBranch') : t('stock.document.branch'), branch(document.branch))}
        {document.toBranch && sheetField(t('stock.document.toBranch'), branch(document.toBranch))}
        {document.holder &&
          sheetField(
            document.kind === 'cancel' ? t('stock.document.metalTo') : t('stock.document.metalFrom'),
            `${document.holder.code} · ${localName(document.holder, language)}`,
          )}
        {document.transfer && sheetField(t('stock.document.receivesTransfer'), document.transfer.number)}
        {document.createdBy && sheetField(t('stock.document.createdBy'), document.createdBy)}
      </div>
      {document.note && sheetField(document.kind === 'cancel' ? t('stock.document.reason') : t('stock.document.note'), document.note)}

      <div className={classes.scroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th className={classes.figure}>#</th>
              <th>{t('stock.document.code')}</th>
              <th>{t('stock.document.description')}</th>
              {complement && <th className={classes.figure}>{t('stock.document.addedMetal')}</th>}
              {complement && <th className={classes.figure}>{t('stock.document.addedStones')}</th>}
              <th className={classes.figure}>{t('stock.document.stones')}</th>
              <th className={classes.figure}>{t('stock.document.gross')}</th>
              {transfer && <th>{t('stock.document.state')}</th>}
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={line.pieceId}>
                <td className={classes.figure}>{index + 1}</td>
                <td className={`${classes.nowrap} ${classes.number}`}>{line.code}</td>
                <td>{line.description}</td>
                {complement && <td className={classes.figure}>{weight(line.addedMetalMg)}</td>}
                {complement && <td className={classes.figure}>{weight(line.addedStoneMg)}</td>}
                <td className={classes.figure}>{weight(line.stoneMg)}</td>
                <td className={classes.figure}>{weight(line.grossMg)}</td>
                {transfer && <td className={classes.nowrap}>{t(line.inTransit ? 'stock.document.lineInTransit' : 'stock.document.lineReceived')}</td>}
              </tr>
            ))}
            <tr className={classes.total}>
              <td colSpan={3}>{t('stock.document.totals', { count: document.pieceCount })}</td>
              {complement && <td className={classes.figure}>{weight(addedMetalMg)}</td>}
              {complement && <td className={classes.figure}>{weight(addedStoneMg)}</td>}
              <td className={classes.figure}>{weight(stoneMg)}</td>
              <td className={classes.figure}>{weight(document.grossMg)}</td>
              {transfer && <td />}
            </tr>
          </tbody>
        </table>
      </div>

      <SheetSignatures signers={signersOf(document.kind).map((who) => t(`stock.document.signatures.${who}`))} />
    </section>
  );
}
