import { useQuery, type QueryClient } from '@tanstack/react-query';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { findStaffNamesQueryOptions, useFindStaffNames } from '../../platform/api/find-staff-names';
import { canAny, meQueryOptions, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { findJewelryCategoriesQueryOptions, useFindJewelryCategories } from '../../stock/api/find-jewelry-categories';

const designersQuery = { kind: 'designer', active: 'true', pageSize: 200 } as const;

/** A page's loader asks for the names as its chunk loads (the metals only for a reader of the accounts, as the hook). */
export function prefetchProductionNames(queryClient: QueryClient) {
  if (canAny(queryClient.getQueryData(meQueryOptions.queryKey), ['materials.read'])) void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions());
  void queryClient.prefetchQuery(findStaffNamesQueryOptions(designersQuery));
  void queryClient.prefetchQuery(findJewelryCategoriesQueryOptions());
}

/** Materials, jewelry categories and designers, for pickers and for naming them on cards (a shop has a handful of each). */
export function useProductionNames() {
  const nameOf = useLocalName();
  const { data: me } = useMe();
  // A designer may follow production without reading the metal accounts: no categories, codes by id.
  const { data: materialList } = useQuery({
    ...findMaterialCategoriesQueryOptions(),
    enabled: canAny(me, ['materials.read']),
  });
  const { data: designerList } = useFindStaffNames(designersQuery);
  const { data: categoryList } = useFindJewelryCategories();
  const categories = categoryList?.items ?? [];
  const materials = materialList?.items ?? [];
  const designers = designerList?.items ?? [];
  return {
    materialOptions: materials.filter((m) => m.active).map((m) => ({ value: String(m.id), label: `${m.code} · ${nameOf(m)}` })),
    categoryOptions: categories.filter((c) => c.active).map((c) => ({ value: String(c.id), label: `${c.code} · ${nameOf(c)}` })),
    /** A category's default material, to fill the material when it is still empty. */
    defaultMaterialOf: (categoryId: string | null): string | null => {
      const materialId = categories.find((c) => String(c.id) === categoryId)?.defaultMaterialId;
      return materialId === undefined || materialId === null ? null : String(materialId);
    },
    categoryName: (id: number | null) => {
      if (id === null) return null;
      const category = categories.find((c) => c.id === id);
      return category ? nameOf(category) || category.code : `#${id}`;
    },
    designerOptions: designers.map((d) => ({ value: String(d.id), label: nameOf(d) || d.code })),
    materialName: (id: number) => {
      const material = materials.find((m) => m.id === id);
      return material ? `${material.code} · ${nameOf(material)}` : `#${id}`;
    },
    designerName: (id: number | null) => {
      if (id === null) return null;
      const designer = designers.find((d) => d.id === id);
      return designer ? nameOf(designer) || designer.code : `#${id}`;
    },
  };
}
