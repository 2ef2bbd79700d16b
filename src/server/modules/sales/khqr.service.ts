import { createRequire } from 'node:module';
import type * as BakongKhqr from 'bakong-khqr';
import type { Khqr, KhqrRequestBody } from '../../../shared/contracts/sales/khqr';
import { minorToDecimalString } from '../../../shared/units';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { getSetting } from '../../platform/settings/settings.service';

// bakong-khqr is CommonJS; loaded once, on the first code asked for.
const require = createRequire(import.meta.url);
let library: typeof BakongKhqr | undefined;
const khqrLibrary = () => (library ??= require('bakong-khqr') as typeof BakongKhqr);

/** A KHQR code stays payable for this long (the library requires an expiry on an amount). */
const KHQR_VALID_MS = 10 * 60 * 1000;

/**
 * The KHQR code for an amount and bill number (DESIGN §3.8), to the shop's
 * Bakong account. The cashier confirms receipt by hand: the bank's
 * confirmation API is reachable only from Cambodia.
 */
export async function makeKhqr(executor: Executor, body: KhqrRequestBody, now = Date.now()): Promise<Khqr> {
  const settings = await getSetting(executor, 'sales.khqr');
  if (settings.accountId === '') throw new AppError(422, 'sales.khqrNotSet');
  const { BakongKHQR, IndividualInfo, khqrData } = khqrLibrary();
  const expiresAt = now + KHQR_VALID_MS;
  const info = new IndividualInfo(settings.accountId, settings.merchantName, settings.merchantCity, {
    currency: body.currency === 'USD' ? khqrData.currency.usd : khqrData.currency.khr,
    // The library takes the amount as a number in the currency's units (dollars with cents, whole riel).
    amount: Number(minorToDecimalString(body.amountMinor, body.currency)),
    billNumber: body.billNumber,
    expirationTimestamp: expiresAt,
  });
  const response = new BakongKHQR().generateIndividual(info);
  if (!response.data) throw new AppError(422, 'sales.khqrRefused', { reason: response.status.message ?? String(response.status.errorCode) });
  return { qr: response.data.qr, md5: response.data.md5, merchantName: settings.merchantName, currency: body.currency, amountMinor: body.amountMinor, expiresAt: new Date(expiresAt).toISOString() };
}
