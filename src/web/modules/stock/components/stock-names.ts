import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { useFindJewelryCategories } from '../api/find-jewelry-categories';

/** Jewelry categories and metals by id, for naming them in stock lists (a shop has a handful of each). */
export function useStockNames() {
  const { data: categories } = useFindJewelryCategories();
  const { data: materials } = useFindMaterialCategories();
  const categoryById = new Map<number, JewelryCategory>((categories?.items ?? []).map((c) => [c.id, c]));
  const materialById = new Map<number, MaterialCategory>((materials?.items ?? []).map((m) => [m.id, m]));
  return {
    categories: categories?.items ?? [],
    materials: materials?.items ?? [],
    category: (id: number | null) => (id === null ? undefined : categoryById.get(id)),
    material: (id: number) => materialById.get(id),
  };
}
