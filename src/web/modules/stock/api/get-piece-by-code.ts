import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { api, isApiError } from '../../../shell/http';

/** A code as printed on a tag: trimmed, upper case (the contract's pieceCodeSchema does the same). */
const normalizePieceCode = (code: string) => code.trim().toUpperCase();

/**
 * The piece with this code, typed or scanned at the counter, whatever its
 * state; null when no piece has it (the server's 404), so a scan loop can
 * say "unknown code" without an error snackbar. Silent: the caller tells.
 */
export async function getPieceByCode(code: string, signal?: AbortSignal): Promise<JewelryPiece | null> {
  try {
    return await api.get<JewelryPiece>(`/api/stock/pieces/by-code/${encodeURIComponent(normalizePieceCode(code))}`, { signal, silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
