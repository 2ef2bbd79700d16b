import type { Tx } from '../../platform/db/database';
import type { NewEntryCategory } from './entry-categories.service';
import { entryCategories } from './entries.tables';

const flagsOff = { strictStonePhoto: false, strictAssemblyPhoto: false, strictReturnWeight: false, materialStrict: false };

/**
 * The shop's kinds of bench work and the loss each may cause, in ‰ of the
 * metal issued: chains lose the most (many joints soldered), polishing the least.
 */
const demoCategories: readonly NewEntryCategory[] = [
  { ...flagsOff, code: 'RING-MAKING', nameKh: 'ធ្វើចិញ្ចៀន', nameEn: 'Ring making', allowedLossPermille: 8, strictReturnWeight: true, materialStrict: true },
  { ...flagsOff, code: 'CHAIN-MAKING', nameKh: 'ធ្វើខ្សែច្រវាក់', nameEn: 'Chain making', allowedLossPermille: 12, materialStrict: true },
  { ...flagsOff, code: 'SETTING', nameKh: 'ដាំត្បូង', nameEn: 'Stone setting', allowedLossPermille: 5, strictStonePhoto: true },
  { ...flagsOff, code: 'ASSEMBLY', nameKh: 'ផ្គុំគ្រឿង', nameEn: 'Assembly', allowedLossPermille: 6, strictAssemblyPhoto: true },
  { ...flagsOff, code: 'REPAIR', nameKh: 'ជួសជុល', nameEn: 'Repair', allowedLossPermille: 10, strictReturnWeight: true },
  { ...flagsOff, code: 'POLISHING', nameKh: 'ខាត់ភ្លឺ', nameEn: 'Polishing', allowedLossPermille: 3 },
];

/** Entry categories with their allowed loss and strict flags. */
export async function seedEntriesDemo(tx: Tx): Promise<void> {
  await tx.insert(entryCategories).values([...demoCategories]);
}
