import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import { expectShown, renderForTest } from '../../../ui/render-for-test';
import { PosLines } from './pos-lines';
import { oldGoldLine, pieceLine } from './pos-sale-draft';

const noop = () => {};
const priced = (change: Partial<InvoiceLine>): InvoiceLine => ({
  lineNo: 1,
  kind: 'piece',
  pieceId: 4,
  code: 'RG-0020',
  description: 'Stud earrings, pearl',
  categoryId: 4,
  materialId: 3,
  materialCode: 'AU750',
  grossMg: 2_640,
  stoneMg: 900,
  metalMg: 1_740,
  rateCentsPerChi: 16_427,
  metalCents: 7_622,
  makingChargeCents: 1_200,
  groupDiscountCents: 120,
  stonesCents: 1_500,
  discountCents: 0,
  amountCents: 10_202,
  incentiveCents: 0,
  ...change,
});
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('PosLines', () => {
  const ring = pieceLine('RG-0020', 1_500);
  const sold = pieceLine('RG-0031');
  const oldGold = oldGoldLine(1, 3_750);
  const materials = [{ id: 1, label: 'AU9999 · Gold 24K' }];

  it('shows each priced line as it will be charged: metal in grams and chi, rate per chi, making less the group discount, amount', () => {
    const html = text(
      renderForTest(
        <PosLines lines={[ring, oldGold]} onChange={noop} priced={{ [ring.key]: priced({}), [oldGold.key]: priced({ kind: 'old_gold', grossMg: 3_750, metalMg: 3_750, stoneMg: 0, purityMethod: 'xrf', testedPurity: 7_500, meltDeductionBp: 200, fineMg: 2_756, rateCentsPerChi: 21_700, amountCents: -15_948 }) }} errors={{}} materials={materials} />,
      ),
    );
    expectShown(html, [
      'RG-0020 Stud earrings, pearl · AU750',
      '$102.02',
      '1.740 g · 4 hun 6.4 li',
      '$164.27 / chi',
      'Making charge $12.00 − $1.20',
      'Old gold bought back',
      '-$159.48',
    ]);
    // How old gold is priced: gross × tested purity − the melting deduction = fine × the bid.
    expect(html).toContain('3.750 g · 1 chi × 75% − 2% = 2.756 g');
    expect(html).toContain('fine × $217.00 / chi = $159.48');
  });

  it('puts the server’s refusal on the line it names, not on the others', () => {
    const html = renderForTest(
      <PosLines lines={[ring, sold]} onChange={noop} priced={{ [ring.key]: priced({}) }} errors={{ [sold.key]: { code: 'This piece was sold already' } }} materials={materials} />,
    );
    const [, first, second] = html.split('data-testid="pos-line"');
    expect(first).not.toContain('This piece was sold already');
    expect(second).toContain('RG-0031');
    expect(second).toContain('This piece was sold already');
  });

  it('says in Khmer what to do while the counter is empty', () => {
    expect(renderForTest(<PosLines lines={[]} onChange={noop} priced={{}} errors={{}} materials={materials} />, 'kh')).toContain('មិនទាន់មានគ្រឿង');
  });
});
