import { Kbd } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../shell/http';
import { newestPieceQueryOptions } from '../../stock/api/find-pieces';
import { checkPosPiece } from '../api/check-pos-piece';
import { refusalBeep } from './pos-beep';
import { posKeys } from './pos-keys';
import { enterPieceCode, type PosLine } from './pos-sale-draft';
import { ScanInput } from '../../../ui/scan-input';

export interface PosScanFieldProps {
  /** The cart as it is now (a getter: scans come faster than the page renders). */
  currentLines: () => readonly PosLine[];
  branchId: number | null;
  /** A code the counter may sell: the page adds its line. */
  onAdd: (code: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
  /** The sale was tried with nothing on it. */
  emptyError?: string;
}

/**
 * The scan field (issue 19): a scanner types the code and Enter. A code that is not a piece code, is
 * already in the cart, or that the counter may not sell (unknown, sold, frozen, at another branch: asked
 * of the server, whose sale rule it is) is refused at once, with a sound and a message, and the cart does
 * not change; a good one joins the cart. Codes are checked one after the other, in the order scanned, and
 * the field is free for the next scan at once. The placeholder is the branch's newest piece code: the
 * shop's own format, not an invented one.
 */
export function PosScanField({ currentLines, branchId, onAdd, inputRef, disabled = false, emptyError }: PosScanFieldProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [checking, setChecking] = useState(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const newest = useQuery({ ...newestPieceQueryOptions(branchId), enabled: branchId !== null });
  const example = newest.data?.items[0]?.code;

  const refuse = (text: string) => {
    setMessage(text);
    setRefusals((count) => count + 1);
    refusalBeep();
  };

  const check = async (typed: string) => {
    const entry = enterPieceCode(currentLines(), typed);
    if (entry.kind === 'empty') return;
    if (entry.kind !== 'added') {
      refuse(t(`sales.pos.code.${entry.kind}`, { code: entry.code }));
      return;
    }
    if (branchId === null) return;
    try {
      const answer = await checkPosPiece(branchId, entry.code);
      // Asked again against the cart as it is now: the same tag may have been scanned twice in a row.
      if (enterPieceCode(currentLines(), entry.code).kind === 'duplicate') refuse(t('sales.pos.code.duplicate', { code: entry.code }));
      else if (!answer.saleable) refuse(t('sales.pos.code.refused', { code: entry.code, reason: answer.message ?? '' }));
      else {
        onAdd(answer.code);
        setMessage(null);
      }
    } catch (error) {
      refuse(isApiError(error) ? (error.fields?.code ?? error.message) : t('errors.requestFailed'));
    }
  };

  const submit = () => {
    const typed = code;
    setCode('');
    setChecking((count) => count + 1);
    queue.current = queue.current.then(() => check(typed)).finally(() => setChecking((count) => count - 1));
  };

  return (
    <ScanInput
      ref={inputRef}
      label={t('sales.pos.code.label')}
      description={t('sales.pos.code.hint')}
      placeholder={example ? t('sales.pos.code.placeholder', { code: example }) : t('sales.pos.code.placeholderNone')}
      rightSection={<Kbd size="xs">{posKeys.scan}</Kbd>}
      rightSectionWidth={44}
      value={code}
      onText={(text) => {
        setCode(text.toUpperCase());
        setMessage(null);
      }}
      onEnter={submit}
      error={message ?? emptyError}
      disabled={disabled}
      size="md"
      style={{ flex: '1 1 260px' }}
      data-autofocus
      autoFocus
      data-testid="pos-code"
      data-refusals={refusals}
      data-checking={checking > 0 ? 'true' : 'false'}
      aria-busy={checking > 0}
    />
  );
}
