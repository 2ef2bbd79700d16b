import { describe, expect, it } from 'vitest';
import { closeCheck, materialProblems, pieceReturnProblems, returnLimitMg, type EntryCategoryFlags, type PieceReturn } from './entry-rules';

const lax: EntryCategoryFlags = { strictStonePhoto: false, strictAssemblyPhoto: false, strictReturnWeight: false, materialStrict: false, allowedLossPermille: 8 };
const piece = (patch: Partial<PieceReturn> = {}): PieceReturn => ({ returnedMg: 3_000, hasStones: false, assembled: false, stonePhotos: 0, assemblyPhotos: 0, ...patch });

describe('entry category rules', () => {
  it('strict return weight: every piece comes back weighed ("need input weight return")', () => {
    expect(pieceReturnProblems({ ...lax, strictReturnWeight: true }, piece({ returnedMg: null }))).toEqual({ returnedMg: { key: 'form.needInputWeightReturn' } });
    expect(pieceReturnProblems(lax, piece({ returnedMg: null }))).toEqual({});
  });

  it('a typed return weight has to be bigger than 0', () => {
    expect(pieceReturnProblems(lax, piece({ returnedMg: 0 }))).toEqual({ returnedMg: { key: 'form.haveToBeBigger', params: { min: 0 } } });
  });

  it('strict stone photo: a piece with stones comes back with a photo of them ("photo is required")', () => {
    const strict = { ...lax, strictStonePhoto: true };
    expect(pieceReturnProblems(strict, piece({ hasStones: true }))).toEqual({ stonePhotos: { key: 'form.photoRequired' } });
    expect(pieceReturnProblems(strict, piece({ hasStones: true, stonePhotos: 1 }))).toEqual({});
    expect(pieceReturnProblems(strict, piece({ hasStones: false }))).toEqual({});
    expect(pieceReturnProblems(lax, piece({ hasStones: true }))).toEqual({});
  });

  it('strict assembly photo: an assembled piece comes back with at least a photo ("need at least a photo")', () => {
    const strict = { ...lax, strictAssemblyPhoto: true };
    expect(pieceReturnProblems(strict, piece({ assembled: true }))).toEqual({ assemblyPhotos: { key: 'form.needAtLeastPhoto' } });
    expect(pieceReturnProblems(strict, piece({ assembled: true, assemblyPhotos: 2 }))).toEqual({});
    expect(pieceReturnProblems(lax, piece({ assembled: true }))).toEqual({});
  });

  it('material strict: every piece of the entry is of its material', () => {
    expect([...materialProblems({ ...lax, materialStrict: true }, 3, [3, 5, 3, 4])]).toEqual([
      [1, { key: 'entries.materialMismatch' }],
      [3, { key: 'entries.materialMismatch' }],
    ]);
    expect(materialProblems(lax, 3, [3, 5]).size).toBe(0);
  });
});

describe('closing an entry', () => {
  // 8 ‰ of 10.000 g: 80 mg allowed.
  const weights = (returnedMg: number) => ({ initMg: 9_500, spareMg: 500, returnedMg });

  it('closes within the allowance with the loss to post', () => {
    expect(closeCheck(lax, weights(9_920))).toEqual({ ok: true, lossMg: 80, overAllowance: false });
    expect(closeCheck(lax, weights(10_000))).toEqual({ ok: true, lossMg: 0, overAllowance: false });
  });

  it('refuses more back than was issued: it "cannot be bigger than" the issued weight', () => {
    expect(closeCheck(lax, weights(10_001))).toEqual({ ok: false, field: 'returnedMg', error: { key: 'form.cannotBeBigger', params: { max: 10_000 } } });
  });

  it('refuses a loss over the allowance ("loss too much") unless an owner accepts it with a reason', () => {
    expect(closeCheck(lax, weights(9_919))).toEqual({ ok: false, field: 'entry', error: { key: 'entries.lossTooMuch' } });
    expect(closeCheck(lax, weights(9_919), { reason: '  ' })).toEqual({ ok: false, field: 'reason', error: { key: 'form.needInput' } });
    expect(closeCheck(lax, weights(9_919), { reason: 'filigree: this kind of jewelry loses more' })).toEqual({ ok: true, lossMg: 81, overAllowance: true });
  });
});

describe('a return held to the shop and the strict return weight', () => {
  it('the setting requires a photo of the piece on every return ("photo is required")', () => {
    expect(pieceReturnProblems(lax, piece(), { returnPhotoRequired: true })).toEqual({ returnPhotos: { key: 'form.photoRequired' } });
    expect(pieceReturnProblems(lax, piece({ returnPhotos: 1 }), { returnPhotoRequired: true })).toEqual({});
    expect(pieceReturnProblems(lax, piece(), { returnPhotoRequired: false })).toEqual({});
  });

  it('strict return weight refuses a piece heavier than its issue and the spare, or than what is left of the entry', () => {
    // 3 g and 2 g issued with 0.2 g spare: the 3 g piece may weigh up to 3.2 g.
    expect(returnLimitMg({ initMg: 5_000, spareMg: 200 }, 3_000, 0)).toBe(3_200);
    // The other piece came back at 2.1 g: 3.1 g are left for this one.
    expect(returnLimitMg({ initMg: 5_000, spareMg: 200 }, 3_000, 2_100)).toBe(3_100);
    const strict = { ...lax, strictReturnWeight: true };
    expect(pieceReturnProblems(strict, piece({ returnedMg: 3_201 }), { maxReturnedMg: 3_200 })).toEqual({
      returnedMg: { key: 'form.cannotBeBigger', params: { max: 3_200 } },
    });
    expect(pieceReturnProblems(strict, piece({ returnedMg: 3_200 }), { maxReturnedMg: 3_200 })).toEqual({});
    // A lax category weighs at the close only.
    expect(pieceReturnProblems(lax, piece({ returnedMg: 9_999 }), { maxReturnedMg: 3_200 })).toEqual({});
  });
});
