/** The parts of `bakong-khqr` (untyped CommonJS) the POS uses. */
declare module 'bakong-khqr' {
  export const khqrData: { currency: { usd: number; khr: number } };
  export class IndividualInfo {
    constructor(
      bakongAccountID: string,
      merchantName: string,
      merchantCity: string,
      optional?: { currency?: number; amount?: number; billNumber?: string; storeLabel?: string; terminalLabel?: string; expirationTimestamp?: number },
    );
  }
  export interface KhqrResponse {
    status: { code: number; errorCode: number | null; message: string | null };
    data: { qr: string; md5: string } | null;
  }
  export class BakongKHQR {
    generateIndividual(info: IndividualInfo): KhqrResponse;
    static verify(qr: string): { isValid: boolean };
  }
}
