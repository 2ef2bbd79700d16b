import { pieceCodeSchema, type JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';

/** One piece on a scan list: the code as it was scanned, and the piece it names. */
export interface ScanLine {
  code: string;
  piece: JewelryPiece;
}

/** Why a scanned piece cannot go on this document: it is flagged on its line before anything is sent. */
export type ScanLineProblem = 'notInStock' | 'frozen' | 'otherBranch' | 'alreadyThere';

export interface ScanLineRules {
  /** The branch the pieces must be at (the transfer's from-branch, the cancel's branch); null: any. */
  branchId: number | null;
  /** A transfer's destination: a piece already there does not move. */
  toBranchId?: number | null;
}

/** What a scanner sends (trailing newline, lower case, spaces) as the code the server knows. */
export const scanCodeText = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

export type ScanEntryCheck = { kind: 'empty' } | { kind: 'invalid'; code: string } | { kind: 'duplicate'; code: string } | { kind: 'lookUp'; code: string };

/** Before asking the server: nothing typed, not a code, or a piece already on the list. */
export function checkScanEntry(lines: readonly ScanLine[], raw: string): ScanEntryCheck {
  const code = scanCodeText(raw);
  if (code === '') return { kind: 'empty' };
  if (!pieceCodeSchema.safeParse(code).success) return { kind: 'invalid', code };
  if (lines.some((line) => line.code === code || line.piece.code === code)) return { kind: 'duplicate', code };
  return { kind: 'lookUp', code };
}

export type ScanEntryOutcome =
  | { kind: 'empty' }
  | { kind: 'invalid'; code: string }
  | { kind: 'duplicate'; code: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'added'; code: string; line: ScanLine };

/**
 * A code typed or scanned, then Enter: checked, looked up, and added (`add`,
 * called at once after the last check) unless it is on the list already: the
 * same piece scanned twice, or a second scan that arrived while the first was
 * being looked up.
 */
export async function enterScannedCode(
  lines: () => readonly ScanLine[],
  raw: string,
  lookUp: (code: string) => Promise<JewelryPiece | null>,
  add: (line: ScanLine) => void,
): Promise<ScanEntryOutcome> {
  const check = checkScanEntry(lines(), raw);
  if (check.kind !== 'lookUp') return check;
  const piece = await lookUp(check.code);
  if (!piece) return { kind: 'unknown', code: check.code };
  if (checkScanEntry(lines(), piece.code).kind === 'duplicate') return { kind: 'duplicate', code: check.code };
  const line = { code: piece.code, piece };
  add(line);
  return { kind: 'added', code: check.code, line };
}

/** What stands in the way of this piece on this document, in the order a clerk would fix them. */
export function scanLineProblems(piece: JewelryPiece, rules: ScanLineRules): ScanLineProblem[] {
  const problems: ScanLineProblem[] = [];
  if (piece.state !== 'in_stock') problems.push('notInStock');
  if (piece.frozen) problems.push('frozen');
  if (rules.branchId !== null && piece.branch.id !== rules.branchId) problems.push('otherBranch');
  if (rules.toBranchId != null && piece.branch.id === rules.toBranchId) problems.push('alreadyThere');
  return problems;
}

export const removeScanLine = (lines: readonly ScanLine[], code: string): ScanLine[] => lines.filter((line) => line.code !== code);

/** How many pieces and their gross weight, mg. */
export function scanTotals(lines: readonly ScanLine[]): { count: number; grossMg: number } {
  return { count: lines.length, grossMg: lines.reduce((sum, line) => sum + line.piece.grossMg, 0) };
}

/** The codes the document is sent with, in list order: the server's `codes.{i}` errors name these indexes. */
export const scanLineCodes = (lines: readonly ScanLine[]): string[] => lines.map((line) => line.piece.code);
