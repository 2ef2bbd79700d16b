import type { QueryClient } from '@tanstack/react-query';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import type { MaterialCategory } from '../../../../shared/contracts/materials/material';
import { findMaterialCategoriesQueryOptions, useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { findJewelryCategoriesQueryOptions, useFindJewelryCategories } from '../api/find-jewelry-categories';

/** A page's loader asks for the names beside the page's chunk, so its list does not wait for them after it renders. */
export function prefetchStockNames(queryClient: QueryClient) {
  void queryClient.prefetchQuery(findJewelryCategoriesQueryOptions());
  void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions());
}

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
